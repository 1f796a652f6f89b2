import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextField';

/** The server keeps at most this much of a reason (`rejectListingBody`). */
const REASON_MAX = 1000;

/**
 * Asks for the reason of a rejection or a take-down, on the native modal `<dialog>` like
 * ConfirmDialog: focus moves to the reason and stays inside, Escape cancels (unless a request is
 * under way), focus returns to the opener. A failed request keeps the dialog open with the reason
 * as typed, and says what went wrong.
 */
export function ReasonDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The failure of the last attempt, shown above the buttons. */
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // A new question starts blank; an answer that failed is kept while the dialog stays open.
  useEffect(() => {
    if (!open) return;
    setReason('');
    setMissing(false);
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(92vw,520px)] rounded-lg bg-surface p-6 text-ink shadow-raised backdrop:bg-black/40"
    >
      {open && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const text = reason.trim();
            setMissing(!text);
            if (text && !busy) onSubmit(text);
          }}
        >
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children && <div className="mt-2 text-sm text-muted">{children}</div>}
          <div className="mt-4">
            <TextArea
              label={t('admin.review.reason')}
              hint={t('admin.review.reasonHint')}
              error={missing ? t('admin.review.reasonRequired') : undefined}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (missing && event.target.value.trim()) setMissing(false);
              }}
              rows={4}
              maxLength={REASON_MAX}
              required
              readOnly={busy}
            />
          </div>
          {error && (
            <div className="mt-3">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" variant="danger" busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
