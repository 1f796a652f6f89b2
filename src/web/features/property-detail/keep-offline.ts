import { useEffect } from 'react';
import { keepPageCopy } from '../../lib/service-worker';
import { useTranslation } from '../../lib/translation';

/**
 * A public listing opened inside the app reads offline later, from a cold start too (decision
 * 047): once the page has settled, a copy of it goes to the service worker, headed by a line in
 * the page's language that says it is the copy kept on this phone.
 */
export function useKeepForOffline(id: number) {
  const { t } = useTranslation();
  const notice = t('detail.keptCopy');
  useEffect(() => {
    const keep = () => keepPageCopy(`/properties/${id}`, notice);
    // When the phone is idle: the copy is a whole document, not worth delaying the page for.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(keep, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    // (Safari has no idle callback.)
    const handle = setTimeout(keep, 300);
    return () => clearTimeout(handle);
  }, [id, notice]);
}
