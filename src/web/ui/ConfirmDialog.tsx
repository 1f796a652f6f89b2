import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button';

/**
 * A yes/no question on the native modal `<dialog>` (decision 005): focus moves in and is trapped,
 * Escape cancels, the page behind is inert, focus returns to the opener. The safe answer has the
 * first focus, so a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(92vw,440px)] rounded-lg bg-surface p-6 text-ink shadow-raised backdrop:bg-black/40"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children && <div className="mt-2 text-sm text-muted">{children}</div>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onCancel} disabled={busy} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant={tone} onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
