import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackAd } from './api/track-ad';

/** Ads counted in the current page view (`location.key|ad id`), so each is counted once per view. */
const counted = new Set<string>();

/** Half of an ad on screen counts as seen (the usual display-ad rule). */
const VISIBLE_SHARE = 0.5;

/**
 * Sends one impression for an ad when at least half of it is on screen, once per ad and page view
 * (spec §4): re-renders, a second slot showing the same ad, or scrolling back do not count again;
 * a new navigation is a new page view. Ads hidden by CSS (phone layouts) never intersect, so they
 * are never counted.
 */
export function useImpression(ref: RefObject<HTMLElement | null>, adId: number): void {
  const pageView = useLocation().key;
  useEffect(() => {
    const element = ref.current;
    const key = `${pageView}|${adId}`;
    if (!element || counted.has(key) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((r) => r.isIntersecting && r.intersectionRatio >= VISIBLE_SHARE)) return;
        observer.disconnect();
        if (counted.has(key)) return;
        counted.add(key);
        trackAd(adId, 'impression');
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, adId, pageView]);
}
