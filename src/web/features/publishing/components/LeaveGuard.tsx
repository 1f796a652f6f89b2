import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * Asks before leaving a form with unsaved work (a listing takes a while to type on a phone):
 * links inside the app get a dialog, closing or reloading the tab the browser's own question.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('listingForm.leaveTitle')}
      confirmLabel={t('listingForm.leave')}
      cancelLabel={t('listingForm.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('listingForm.leaveText')}
    </ConfirmDialog>
  );
}
