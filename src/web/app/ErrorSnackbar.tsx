import { SNACKBAR_MS } from '@shared/constants';
import { useEffect } from 'react';
import { useTranslation } from '../lib/translation';
import { useAppStatus } from './app-status';

/** The first app-level error at the top of the screen, with Close; gone after 5 s (spec §2). */
export function ErrorSnackbar() {
  const { error, clearErrors } = useAppStatus();
  const { t } = useTranslation();
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(clearErrors, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [error, clearErrors]);
  if (!error) return null;
  return (
    <div
      role="alert"
      className="fixed top-3 left-1/2 z-[60] flex w-[min(92vw,560px)] -translate-x-1/2 items-center justify-between gap-4 rounded-md bg-error px-4 py-3 text-white shadow-raised"
    >
      <span>{error}</span>
      <button
        type="button"
        onClick={clearErrors}
        className="rounded px-2 py-1 font-semibold uppercase hover:bg-white/15"
      >
        {t('app.close')}
      </button>
    </div>
  );
}
