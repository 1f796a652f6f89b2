import { FILTER_OPTIONS_CACHE_MS } from '@shared/constants';
import type { ApiTransport } from '@shared/runtime';
import type { FilterOptions } from '@shared/schemas/stats';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchTransport } from '../../lib/api';

/**
 * The browser's copy of the filter options (spec §4): kept for 5 minutes, fetched again only
 * when stale or forced; a failed fetch keeps the previous data. One copy per tab, shared by
 * every screen that shows filters. The call (which checks the answer with zod) is imported when
 * first needed, after hydration: counts are an enhancement, not part of the first load.
 */
const cache: { data: FilterOptions | null; fetchedAt: number; pending: Promise<FilterOptions> | null } = {
  data: null,
  fetchedAt: 0,
  pending: null,
};

const isFresh = (now = Date.now()) => cache.data !== null && now - cache.fetchedAt < FILTER_OPTIONS_CACHE_MS;

/** Loads the options unless fresh ones are kept (or `force`); concurrent callers share one request. */
function loadFilterOptions(force = false, api: ApiTransport = fetchTransport): Promise<FilterOptions> {
  if (!force && isFresh()) return Promise.resolve(cache.data!);
  cache.pending ??= import('./api/get-filter-options')
    .then(({ getFilterOptions }) => getFilterOptions(api))
    .then((data) => {
      cache.data = data;
      cache.fetchedAt = Date.now();
      return data;
    })
    .finally(() => {
      cache.pending = null;
    });
  return cache.pending;
}

/** Forgets the options and their time (spec §4 "Clearing resets options, stats and timestamp"). */
export function clearFilterOptions() {
  cache.data = null;
  cache.fetchedAt = 0;
}

/**
 * The filter options for a component: what is kept at once, a fetch when stale. `failed` is set
 * when the last fetch failed; `data` then still holds the previous options, if any.
 * The server renders without them (counts are an enhancement), so hydration matches.
 */
export function useFilterOptions() {
  const [state, setState] = useState<{ data: FilterOptions | null; failed: boolean }>(() => ({
    data: cache.data,
    failed: false,
  }));
  const load = useCallback((force = false) => {
    // The counts are an enhancement: their arrival renders the listing screen as a transition,
    // in slices a phone can interrupt, and not at all when they are the ones already shown.
    const settle = (next: { data: FilterOptions | null; failed: boolean }) =>
      startTransition(() =>
        setState((current) =>
          current.data === next.data && current.failed === next.failed ? current : next,
        ),
      );
    loadFilterOptions(force).then(
      (data) => settle({ data, failed: false }),
      () => settle({ data: cache.data, failed: true }),
    );
  }, []);
  useEffect(() => load(), [load]);
  return { ...state, reload: () => load(true) };
}
