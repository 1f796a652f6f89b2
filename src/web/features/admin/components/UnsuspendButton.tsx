import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { liftSuspension } from '../api/users';

/**
 * Lifts a suspension after a confirmation (decision 055): the account opens and the listings the
 * suspension hid come back, so staff say yes once more; then the page's data reloads.
 */
export function UnsuspendButton({ user }: { user: { id: number; full_name: string; username: string } }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = user.full_name || user.username;
  const lift = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await liftSuspension(user.id);
      setAsking(false);
      await revalidator.revalidate();
    } catch {
      setFailed(true);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="accent"
        onClick={() => setAsking(true)}
        aria-label={`${t('admin.agents.unsuspend')}: ${name}`}
        className="h-9 px-3 text-sm"
      >
        {t('admin.agents.unsuspend')}
      </Button>
      {failed && (
        <p role="alert" className="text-xs text-error">
          {t('admin.agents.unsuspendFailed')}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('admin.agents.unsuspendTitle', { name })}
        confirmLabel={t('admin.agents.unsuspend')}
        cancelLabel={t('admin.cancel')}
        busy={busy}
        tone="primary"
        onConfirm={lift}
        onCancel={() => setAsking(false)}
      >
        {t('admin.agents.unsuspendBody')}
      </ConfirmDialog>
    </div>
  );
}
