import { type ReactNode, useEffect } from 'react';
import { GlobalAds } from '../features/ads/components/LazyGlobalAds';
import { registerServiceWorker } from '../lib/service-worker';
import { useTranslation } from '../lib/translation';
import { Toaster } from '../ui/Toast';
import { useAppStatus } from './app-status';
import { ErrorSnackbar } from './ErrorSnackbar';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';

/** Header, page, footer, and the app-level overlay and snackbar of spec §2. */
export function AppShell({
  children,
  regionsFailed,
  sessionHint,
}: {
  children: ReactNode;
  regionsFailed: boolean;
  sessionHint: boolean;
}) {
  const { t } = useTranslation();
  const { setError } = useAppStatus();
  useEffect(() => {
    setError('regions', regionsFailed ? t('errors.regions') : null);
  }, [regionsFailed, setError, t]);
  useEffect(registerServiceWorker, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header sessionHint={sessionHint} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <GlobalAds />
      <Footer />
      <LoadingOverlay />
      <ErrorSnackbar />
      <Toaster closeLabel={t('app.close')} />
    </div>
  );
}
