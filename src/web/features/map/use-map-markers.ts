import type { MapMarker } from '@shared/schemas/map';
import { useEffect, useState } from 'react';
import { fetchTransport } from '../../lib/api';
import type { BoundsQuery } from './geo';
import type { MapFilters } from './map-filters';

export interface MarkersState {
  markers: MapMarker[] | null;
  status: 'loading' | 'ready' | 'error';
}

/** A view grown by half its size on each side, so small moves stay inside what was fetched. */
function padded(b: BoundsQuery): BoundsQuery {
  const dLat = (b.max_lat - b.min_lat) / 2;
  const dLng = (b.max_lng - b.min_lng) / 2;
  const r = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    min_lat: r(Math.max(-90, b.min_lat - dLat)),
    max_lat: r(Math.min(90, b.max_lat + dLat)),
    min_lng: r(Math.max(-180, b.min_lng - dLng)),
    max_lng: r(Math.min(180, b.max_lng + dLng)),
  };
}

/**
 * The markers of the map. A whole market usually fits in one answer (MAP.markerLimit), fetched
 * once per set of filters; when it does not, the markers follow the view instead.
 */
export function useMapMarkers(filters: MapFilters, bounds: BoundsQuery | null, enabled: boolean) {
  const [state, setState] = useState<MarkersState>({ markers: null, status: 'loading' });
  const [byView, setByView] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const area = byView && bounds ? padded(bounds) : null;
  const areaKey = area ? JSON.stringify(area) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by areaKey; `attempt` retries.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    // Imported on first use: the call checks answers with zod, which stays off the first load.
    import('./api/map-markers')
      .then(({ listMapMarkers }) => listMapMarkers(fetchTransport, { ...filters, ...(area ?? {}) }))
      .then(
        (answer) => {
          if (!current) return;
          if (!area && answer.truncated) setByView(true);
          setState({ markers: answer.results, status: 'ready' });
        },
        (error: unknown) => {
          if (!current) return;
          console.error('Failed to load map markers', error);
          setState((s) => ({ ...s, status: 'error' }));
        },
      );
    return () => {
      current = false;
    };
  }, [filters, areaKey, enabled, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
