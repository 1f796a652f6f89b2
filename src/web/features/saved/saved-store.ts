import { useSyncExternalStore } from 'react';
import { tokens } from '../auth';

/**
 * What this tab knows of the user's saved listings: learned from the saved list, the detail
 * page's check, and every save or removal. Every heart of the same listing shows the same state,
 * and the Saved Properties page drops a card as soon as it is unsaved anywhere. For a signed-in
 * user the whole saved list is read once per session when the first card shows (`loadAll`), so
 * cards show their saved state (the spec's original started every card unsaved, a limitation,
 * not a wish); until then, and if it fails, an unknown listing shows as unsaved.
 */
const known = new Map<number, boolean>();
const listeners = new Set<() => void>();
let version = 0;
/** The session's one read of the saved list: running or done (null: not started, or forgotten). */
let loading: Promise<void> | null = null;
/** The whole list is known: a listing not in it is not saved. */
let complete = false;

export const savedStore = {
  get: (id: number): boolean | undefined => known.get(id),
  /** Changes with every change of what is known (for `useSyncExternalStore`). */
  version: () => version,
  set(id: number, saved: boolean) {
    if (known.get(id) === saved) return;
    known.set(id, saved);
    version++;
    for (const l of listeners) l();
  },
  setMany(ids: readonly number[]) {
    for (const id of ids) known.set(id, true);
    version++;
    for (const l of listeners) l();
  },
  /**
   * Reads the whole saved list once per session (`read` gives every saved id); later calls share
   * it. A failure is only logged (spec §8) and may be tried again by the next card.
   */
  loadAll(read: () => Promise<number[]>): Promise<void> {
    loading ??= read().then(
      (ids) => {
        for (const id of ids) if (!known.has(id)) known.set(id, true);
        complete = true;
        version++;
        for (const l of listeners) l();
      },
      (error: unknown) => {
        loading = null;
        console.warn('saved list failed', error);
      },
    );
    return loading;
  },
  /** Forgets everything: what is known belongs to the session that learned it. */
  clear() {
    loading = null;
    complete = false;
    if (known.size === 0) return;
    known.clear();
    version++;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The known saved state of a listing, re-rendering when it changes. */
export function useKnownSaved(id: number): boolean | undefined {
  useSyncExternalStore(savedStore.subscribe, savedStore.version, () => 0);
  return known.get(id) ?? (complete ? false : undefined);
}

// Signing out, or in as someone else, starts afresh.
if (typeof window !== 'undefined') tokens.subscribe(() => savedStore.clear());
