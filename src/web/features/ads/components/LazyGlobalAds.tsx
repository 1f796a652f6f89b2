import { lazy, Suspense } from 'react';

const Loaded = lazy(() => import('./GlobalAds').then((m) => ({ default: m.GlobalAds })));

/**
 * The shell's ads (preload and floating sidebar ad), fetched after the page has hydrated: nothing
 * of them is on the first paint, so their code stays out of every page's first download.
 */
export function GlobalAds() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
