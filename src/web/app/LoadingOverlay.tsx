import { useTranslation } from '../lib/translation';
import { Spinner } from '../ui/Spinner';
import { useAppStatus } from './app-status';

/** 'Loading...' over the page while the session, saved listings or regions load (spec §2). */
export function LoadingOverlay() {
  const { loading } = useAppStatus();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-white/70"
      aria-live="polite"
    >
      <Spinner label={t('app.loading')} />
      <p className="font-medium text-primary">{t('app.loading')}</p>
    </div>
  );
}
