import { type ReactNode, useEffect } from 'react';
import { GlobalAds } from '../features/ads/components/LazyGlobalAds';
import { adoptPageLanguage } from '../lib/i18n';
import { registerServiceWorker } from '../lib/service-worker';
import { useTranslation } from '../lib/translation';
import { markHydrated } from '../lib/use-hydrated';
import { Toaster } from '../ui/Toast';
import { useAppStatus } from './app-status';
import { ErrorSnackbar } from './ErrorSnackbar';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';

/** Header, page, footer, and the app-level overlay and snackbar of spec §2. */
export function AppShell({ children, regionsFailed }: { children: ReactNode; regionsFailed: boolean }) {
  const { t, i18n } = useTranslation();
  const { setError } = useAppStatus();
  useEffect(() => {
    setError('regions', regionsFailed ? t('errors.regions') : null);
  }, [regionsFailed, setError, t]);
  useEffect(registerServiceWorker, []);
  useEffect(() => adoptPageLanguage(i18n.language), [i18n.language]);
  useEffect(markHydrated, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
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
