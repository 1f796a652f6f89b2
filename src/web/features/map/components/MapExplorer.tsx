import { mdiArrowExpandAll } from '@mdi/js';
import { MAP } from '@shared/constants';
import type { MapMarker } from '@shared/schemas/map';
import type { ListCardsResponse } from '@shared/schemas/properties';
import type { PropertyStats, SubcityStats } from '@shared/schemas/stats';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { SaveSearchButton } from '../../saved-searches';
import { type Bounds, type BoundsQuery, boundsToQuery, isValidCoordinate, sameBounds } from '../geo';
import type { MapState } from '../leaflet/use-leaflet-map';
import { type MapFilters, readMapFilters } from '../map-filters';
import { PRICE_LAYER_PARAM, type PriceLayer, readPriceLayer } from '../subcity-prices';
import { useMapMarkers } from '../use-map-markers';
import { useDebounced, useVisibleListings } from '../use-visible-listings';
import { ListingsMap, type MapFocus } from './ListingsMap';
import { MapFilterBar } from './MapFilterBar';
import { SelectedListingCard } from './MapListingRow';
import { MapPriceLegend } from './MapPriceLegend';
import { MarketFigures, SubcityCounts } from './MapStatistics';
import { MapFallback, MapLoadingOverlay } from './MapStatus';
import { SubcityPriceLegend, SubcityPriceSwitch, useSubcityPrices } from './SubcityPrices';
import { VisibleListings } from './VisibleListings';

export interface MapPageData {
  stats: PropertyStats | null;
  subcities: SubcityStats[] | null;
  list: ListCardsResponse | null;
  listBounds: BoundsQuery;
}

/** A notice over the map (no data, failed markers), with an optional action. */
function MapNotice({ text, action }: { text: string; action?: { label: string; run: () => void } }) {
  return (
    <div className="-translate-x-1/2 absolute top-3 left-1/2 z-[700] flex items-center gap-3 rounded-md bg-surface px-4 py-2 text-sm shadow-raised">
      <span role="status">{text}</span>
      {action && (
        <button type="button" className="font-semibold text-primary hover:underline" onClick={action.run}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/** The map's filters and its visible box, as a saved search's query (decision 038). */
function areaQuery(filters: MapFilters, box: BoundsQuery | null): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) q.set(key, String(value));
  if (box) for (const [key, value] of Object.entries(box)) q.set(key, String(value));
  return q.toString();
}

/**
 * The /map page: statistics, filters, the map with clustered markers, the listings in view
 * (beside the map, below it on phones) and the sub-cities with their counts.
 */
export function MapExplorer({ data }: { data: MapPageData }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when the query text changes.
  const filters = useMemo(() => readMapFilters(params), [paramsKey]);
  const initialFilters = useRef(paramsKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only when the query text changes.
  const layer = useMemo(() => readPriceLayer(params, filters.listing_type), [paramsKey, filters]);
  const prices = useSubcityPrices(data.subcities, layer);

  const [mapStatus, setMapStatus] = useState<MapState['status']>('idle');
  const [view, setView] = useState<BoundsQuery | null>(null);
  const settledView = useDebounced(view, MAP.moveDebounceMs);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const mapSection = useRef<HTMLDivElement>(null);

  // Until the map reports its view, the list keeps the server's answer (unless filters changed).
  const listBounds = settledView ?? (paramsKey === initialFilters.current ? null : data.listBounds);
  const list = useVisibleListings(data.list, listBounds, filters);
  const markers = useMapMarkers(filters, settledView, mapStatus !== 'error');

  const onViewChange = useCallback((b: Bounds) => {
    const q = boundsToQuery(b);
    setView((prev) => (sameBounds(prev, q) ? prev : q));
  }, []);

  const changeFilters = (next: MapFilters) => {
    const query = new URLSearchParams(params);
    for (const key of ['listing_type', 'property_type'] as const) {
      if (next[key]) query.set(key, next[key]);
      else query.delete(key);
    }
    setSelected(null);
    setParams(query, { replace: true, preventScrollReset: true });
  };

  // The sub-city layer's choice is kept in the address, so a shared link shows the same colours.
  const changeLayer = (next: PriceLayer) => {
    const query = new URLSearchParams(params);
    query.set(PRICE_LAYER_PARAM, next);
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const flyToSubcity = (s: SubcityStats): boolean => {
    if (mapStatus !== 'ready' || !isValidCoordinate(s.latitude, s.longitude)) return false;
    setFocus((f) => ({
      lat: s.latitude!,
      lng: s.longitude!,
      zoom: MAP.approximateZoom,
      seq: (f?.seq ?? 0) + 1,
    }));
    mapSection.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    return true;
  };

  const hasPins = Boolean(markers.markers && markers.markers.length > 0);
  const noData = markers.status === 'error' || (markers.status === 'ready' && markers.markers?.length === 0);

  return (
    <div className="flex flex-col">
      <div className="mx-auto flex w-full max-w-[1600px] flex-wrap items-end justify-between gap-x-6 gap-y-3 px-4 py-4">
        <div className="flex flex-col gap-1">
          <Breadcrumbs
            label={t('mapPage.breadcrumbs')}
            items={[{ label: t('nav.home'), to: '/' }, { label: t('nav.map') }]}
          />
          <h1 className="text-2xl font-bold">{t('mapPage.heading')}</h1>
          <MarketFigures stats={data.stats} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <MapFilterBar filters={filters} onChange={changeFilters} />
          <SubcityPriceSwitch layer={layer} onChange={changeLayer} />
          <SaveSearchButton query={areaQuery(filters, settledView ?? data.listBounds)} place={null} area />
        </div>
      </div>

      <div className="border-black/10 border-t lg:grid lg:h-[calc(100dvh-70px)] lg:grid-cols-[minmax(0,1fr)_420px]">
        <div ref={mapSection} className="relative h-[60dvh] min-h-[320px] lg:h-full">
          <ListingsMap
            markers={markers.markers}
            areas={prices.areas}
            onArea={(id) => {
              const s = data.subcities?.find((x) => x.id === id);
              if (s) flyToSubcity(s);
            }}
            focus={focus}
            onViewChange={onViewChange}
            onSelect={setSelected}
            onState={setMapStatus}
          >
            {(state, retry) => (
              <>
                {(state.status === 'idle' || state.status === 'loading') && <MapLoadingOverlay />}
                {state.status === 'error' && (
                  <div className="absolute inset-0 z-[800]">
                    <MapFallback failure={state.failure} onRetry={retry}>
                      <p className="max-w-sm text-sm text-muted">{t('mapPage.fallbackHint')}</p>
                    </MapFallback>
                  </div>
                )}
                {state.status === 'ready' && noData && (
                  <MapNotice
                    text={t('map.noData')}
                    action={
                      markers.status === 'error'
                        ? { label: t('mapPage.tryAgain'), run: markers.retry }
                        : undefined
                    }
                  />
                )}
                {state.status === 'ready' && (hasPins || prices.areas) && (
                  <MapPriceLegend pins={hasPins}>
                    {prices.areas && <SubcityPriceLegend layer={layer} classes={prices.classes} />}
                  </MapPriceLegend>
                )}
                {state.status === 'ready' && markers.markers && markers.markers.length > 0 && (
                  <Button
                    variant="ghost"
                    className="absolute top-3 right-3 z-[700] h-9 bg-surface px-3 text-sm shadow-raised"
                    onClick={() =>
                      setFocus((f) => ({
                        ...MAP.defaultCenter,
                        zoom: MAP.defaultZoom,
                        seq: (f?.seq ?? 0) + 1,
                      }))
                    }
                  >
                    <Icon path={mdiArrowExpandAll} size={18} />
                    {t('mapPage.wholeCity')}
                  </Button>
                )}
              </>
            )}
          </ListingsMap>
          <noscript>
            <div className="absolute inset-0 z-[900] flex items-center justify-center bg-background p-6 text-center">
              {t('mapPage.noScript')}
            </div>
          </noscript>
        </div>

        <aside className="flex flex-col gap-6 p-4 lg:overflow-y-auto" aria-label={t('mapPage.sidebar')}>
          {selected && <SelectedListingCard marker={selected} onClose={() => setSelected(null)} />}
          <div className="order-2 lg:order-1">
            {data.subcities ? (
              <SubcityCounts subcities={data.subcities} onFly={flyToSubcity} median={prices.medianText} />
            ) : (
              <p role="status" className="text-sm text-muted">
                {t('map.noData')}
              </p>
            )}
          </div>
          <div className="order-1 lg:order-2">
            <VisibleListings list={list} />
          </div>
        </aside>
      </div>
    </div>
  );
}
