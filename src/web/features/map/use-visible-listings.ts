import { MAP } from '@shared/constants';
import type { CardListing, ListCardsResponse } from '@shared/schemas/properties';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTransport } from '../../lib/api';
import type { BoundsQuery } from './geo';
import type { MapFilters } from './map-filters';

export interface VisibleListings {
  results: CardListing[];
  count: number;
  countIsEstimate: boolean;
  page: number;
  status: 'idle' | 'loading' | 'error';
}

/**
 * The listings inside the map's view (the list beside the map): one page of the listing search
 * with the view as its bounding box, refreshed when the view or the filters change. Answers that
 * arrive after a newer question are dropped, so a slow answer never replaces a fresh one.
 */
export function useVisibleListings(
  initial: ListCardsResponse | null,
  bounds: BoundsQuery | null,
  filters: MapFilters,
) {
  const [state, setState] = useState<VisibleListings>({
    results: initial?.results ?? [],
    count: initial?.count ?? 0,
    countIsEstimate: initial?.count_is_estimate ?? false,
    page: 1,
    status: initial ? 'idle' : 'error',
  });
  const asked = useRef(0);
  const [attempt, setAttempt] = useState(0);

  const fetchPage = useCallback(
    async (page: number) => {
      if (!bounds) return;
      const id = ++asked.current;
      setState((s) => ({ ...s, status: 'loading' }));
      try {
        // Imported on first use: the call checks answers with zod, which stays off the first load.
        const { listCards } = await import('../properties/api/list-properties');
        const answer = await listCards(fetchTransport, {
          ...filters,
          ...bounds,
          page,
          page_size: MAP.listPageSize,
        });
        if (id !== asked.current) return;
        setState((s) => ({
          results: page === 1 ? answer.results : [...s.results, ...answer.results],
          count: answer.count,
          countIsEstimate: answer.count_is_estimate ?? false,
          page,
          status: 'idle',
        }));
      } catch (error) {
        if (id !== asked.current) return;
        console.error('Failed to load properties', error);
        setState((s) => ({ ...s, status: 'error' }));
      }
    },
    [bounds, filters],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    void fetchPage(1);
  }, [fetchPage, attempt]);

  return {
    ...state,
    hasMore: state.results.length < state.count,
    loadMore: () => fetchPage(state.page + 1),
    retry: () => setAttempt((n) => n + 1),
  };
}

/** `value`, once it has stopped changing for `ms` (the map's view while it is being dragged). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
