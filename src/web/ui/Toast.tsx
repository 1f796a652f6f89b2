import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiClose, mdiInformationOutline } from '@mdi/js';
import { TOAST } from '@shared/constants';
import { useSyncExternalStore } from 'react';
import { Icon } from './Icon';

/**
 * Short notices of spec §8/§9 (5 s, at most 20, top-right). A module-level store rather than a
 * context: any code (an upload callback, a button far from the shell) can call `toast.success()`
 * without a provider, and the store costs nothing until a notice is shown. `<Toaster />` in the
 * app shell renders them.
 */
export type ToastTone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const EMPTY: ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const next = items.filter((t) => t.id !== id);
  if (next.length === items.length) return;
  items = next;
  emit();
}

function show(message: string, tone: ToastTone): number {
  const id = nextId++;
  items = [...items, { id, tone, message }];
  // Past the limit the oldest notices go first.
  while (items.length > TOAST.max) dismiss(items[0]!.id);
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST.durationMs),
  );
  emit();
  return id;
}

export const toast = {
  success: (message: string) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
  info: (message: string) => show(message, 'info'),
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const STYLE: Record<ToastTone, { className: string; icon: string }> = {
  success: { className: 'bg-secondary text-white', icon: mdiCheckCircleOutline },
  error: { className: 'bg-error text-white', icon: mdiAlertCircleOutline },
  info: { className: 'bg-ink text-white', icon: mdiInformationOutline },
};

/** The stack of notices, top-right (spec §9); errors are announced at once, the rest politely. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  if (list.length === 0) return null;
  return (
    <ol className="pointer-events-none fixed top-3 right-3 z-[75] flex w-[min(92vw,380px)] flex-col gap-2">
      {list.map((item) => (
        // The role sits inside the item: an item with a role of its own is no longer a list item.
        <li key={item.id} className="pointer-events-auto">
          <div
            role={item.tone === 'error' ? 'alert' : 'status'}
            className={`flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-raised ${STYLE[item.tone].className}`}
          >
            <Icon path={STYLE[item.tone].icon} size={20} className="mt-px shrink-0" />
            <span className="flex-1">{item.message}</span>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              aria-label={closeLabel}
              className="-my-1 -mr-2 flex h-8 w-8 shrink-0 items-center justify-center rounded hover:bg-white/15"
            >
              <Icon path={mdiClose} size={18} />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
