import { AD_PRELOAD, ADS } from '@shared/constants';
import type { ApiTransport } from '@shared/runtime';
import type { Advertisement } from '@shared/schemas/ads';
import { useSyncExternalStore } from 'react';
import { fetchTransport } from '../../lib/api';
import { adsKey, canonicalPlacement } from './keys';

/** Spec §4: each placement + type key is not loaded, loading, loaded, or failed. */
export type AdsStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface AdsEntry {
  status: AdsStatus;
  results: Advertisement[];
  /** The failure's message, default 'Failed to load advertisements' (spec §8). */
  error: string | null;
}

export const ADS_LOAD_FAILED = 'Failed to load advertisements';

const IDLE: AdsEntry = Object.freeze({ status: 'idle', results: [], error: null }) as AdsEntry;
const entries = new Map<string, AdsEntry>();
const listeners = new Set<() => void>();

function set(key: string, entry: AdsEntry) {
  entries.set(key, entry);
  for (const notify of listeners) notify();
}

/** The state of a key (a frozen "not loaded" one when it was never asked for). */
export function adsEntry(placement: string, adType?: string): AdsEntry {
  return entries.get(adsKey(placement, adType)) ?? IDLE;
}

/**
 * Loads the ads of a slot once and keeps them for the visit. A key that is loading answers an
 * empty list at once (its slot re-renders when the answer arrives); a loaded key answers from the
 * cache unless `force`; a failure is logged and leaves an empty list with the message kept.
 */
export async function loadAds(
  placement: string,
  adType?: string,
  options: { limit?: number; force?: boolean; api?: ApiTransport } = {},
): Promise<Advertisement[]> {
  const key = adsKey(placement, adType);
  const current = entries.get(key);
  if (current?.status === 'loading') return [];
  if (current?.status === 'loaded' && !options.force) return current.results;
  set(key, { status: 'loading', results: [], error: null });
  try {
    // Every slot asks for at least the loader's default, so all slots of a key share one answer.
    const limit = Math.max(options.limit ?? ADS.loaderDefault, ADS.loaderDefault);
    // Ads arrive after the page has loaded: so does the code that checks them (with zod).
    const { listActiveAds } = await import('./api/list-active-ads');
    const page = await listActiveAds(options.api ?? fetchTransport, {
      placement: canonicalPlacement(placement),
      ad_type: adType,
      limit,
    });
    set(key, { status: 'loaded', results: page.results, error: null });
    return page.results;
  } catch (error) {
    console.error(ADS_LOAD_FAILED, error);
    const message = error instanceof Error && error.message ? error.message : ADS_LOAD_FAILED;
    set(key, { status: 'error', results: [], error: message });
    return [];
  }
}

/** Forgets every loaded ad (the next slot to render loads again). */
export function clearAds(): void {
  entries.clear();
  for (const notify of listeners) notify();
}

/** A slot's entry, re-rendering when it changes. */
export function useAdsEntry(placement: string, adType?: string): AdsEntry {
  const key = adsKey(placement, adType);
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => entries.get(key) ?? IDLE,
    () => IDLE,
  );
}

let preloadScheduled = false;

/**
 * The preload itself: the common slots this visit has not asked for yet. A key already loaded,
 * loading, or failed is left alone: asking again for one that failed would bring its slots'
 * placeholders back and, on a second failure, take them away again, moving the page under the
 * visitor's finger twice (a tap meant for a page link once landed beside it).
 */
export function preloadAds(api?: ApiTransport): void {
  for (const { placement, adType } of AD_PRELOAD)
    if (!entries.has(adsKey(placement, adType)))
      void loadAds(placement, adType, { limit: ADS.loaderDefault, api });
}

/**
 * Spec §9: the common slots are loaded 2 seconds after start, once per visit, so that they are
 * ready when their pages open. Only ever from the browser.
 */
export function scheduleAdPreload(): void {
  if (preloadScheduled || typeof window === 'undefined') return;
  preloadScheduled = true;
  window.setTimeout(() => preloadAds(), ADS.preloadDelayMs);
}
