import type { Map as LeafletMap } from 'leaflet';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type LeafletRuntime, loadLeaflet } from './load-leaflet';

/** Why a map could not be shown (spec §8): its code could not be downloaded, or it failed to start. */
export type MapFailure = 'load' | 'init' | 'container';

/** The map's life (spec §4): loading, then ready or error (with retry). */
export type MapState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; map: LeafletMap; runtime: LeafletRuntime }
  | { status: 'error'; failure: MapFailure };

/** Catalogue keys of the failures (spec §8). */
export const FAILURE_MESSAGE: Record<MapFailure, string> = {
  load: 'map.failedToLoad',
  init: 'map.failedToInit',
  container: 'map.containerNotFound',
};

/**
 * Runs a Leaflet map inside `containerRef` once `enabled`: downloads Leaflet, calls `create` on a
 * fresh element (so a retry never meets a half-initialised container), removes the map on
 * unmount. `retry` starts again after a failure.
 */
export function useLeafletMap(
  containerRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  create: (runtime: LeafletRuntime, element: HTMLElement) => LeafletMap,
) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MapState>({ status: 'idle' });
  const createRef = useRef(create);
  createRef.current = create;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    setState({ status: 'loading' });
    loadLeaflet().then(
      (runtime) => {
        if (cancelled) return;
        const container = containerRef.current;
        if (!container) {
          setState({ status: 'error', failure: 'container' });
          return;
        }
        const element = document.createElement('div');
        element.className = 'h-full w-full';
        container.replaceChildren(element);
        try {
          map = createRef.current(runtime, element);
        } catch (error) {
          console.error('Failed to initialize map', error);
          container.replaceChildren();
          setState({ status: 'error', failure: 'init' });
          return;
        }
        setState({ status: 'ready', map, runtime });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Failed to load map', error);
        setState({ status: 'error', failure: 'load' });
      },
    );
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [enabled, attempt, containerRef]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
