import { mdiCrosshairsGps, mdiMapMarkerRadiusOutline, mdiMapOutline } from '@mdi/js';
import { MAP } from '@shared/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataSaver } from '../../lib/data-saver';
import { useTranslation } from '../../lib/translation';
import { Icon } from '../../ui/Icon';
import { MapFallback, MapLoadingOverlay } from './components/MapStatus';
import { locationPopup } from './components/popup-content';
import { findSubcityCentre, listingLocation, type MapLocation, popupsOpenAutomatically } from './geo';
import type { LeafletRuntime } from './leaflet/load-leaflet';
import { useLeafletMap } from './leaflet/use-leaflet-map';
import { useTileConfig } from './tile-config';

/**
 * Props of the listing's location map, straight from the listing (spec §3 Property). Pass what the
 * listing has; every field may be missing.
 */
export interface LocationMapProps {
  /** WGS84 degrees; used only when valid (-90..90, -180..180), else the sub-city centre is used. */
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** Street address as the owner wrote it. */
  address?: string | null;
  /** Name of the listing's kebele (woreda). */
  kebeleName?: string | null;
  /** The listing's sub-city; its name also picks the approximate centre (spec §3 map reference data). */
  subcity?: { name: string; amharic_name?: string | null } | null;
  /** City name; 'Addis Ababa' when missing (spec §9). */
  cityName?: string | null;
  /** The listing's title, shown on top of the marker's popup. */
  title?: string;
}

/** Starts the map only when its section comes near the screen (saves the download on phones). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: MAP.lazyRootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** Address, kebele, sub-city (and its Amharic name), city and how exact the pin is. */
function LocationDetails({ props, location }: { props: LocationMapProps; location: MapLocation }) {
  const { t } = useTranslation();
  const amharic = props.subcity?.amharic_name ?? findSubcityCentre(props.subcity)?.amharicName;
  const rows: Array<[string, string]> = [];
  if (props.address) rows.push([t('locationMap.address'), props.address]);
  if (props.kebeleName) rows.push([t('locationMap.kebele'), props.kebeleName]);
  if (props.subcity)
    rows.push([
      t('locationMap.subcity'),
      amharic && amharic !== props.subcity.name ? `${props.subcity.name} (${amharic})` : props.subcity.name,
    ]);
  rows.push([t('locationMap.city'), props.cityName || MAP.defaultCity]);
  return (
    <div className="flex w-full flex-col gap-2 text-left">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <span
        className={`inline-flex items-center gap-1 self-start rounded px-2 py-0.5 text-xs font-semibold ${
          location.exact ? 'bg-secondary-light text-secondary' : 'bg-accent-light text-accent'
        }`}
      >
        <Icon path={location.exact ? mdiCrosshairsGps : mdiMapMarkerRadiusOutline} size={14} />
        {location.exact ? t('locationMap.exact') : t('locationMap.approximate')}
      </span>
    </div>
  );
}

/**
 * A listing's location (spec §2 Property map): one marker at the listing's coordinates (zoom 16)
 * or, without valid ones, at its sub-city's centre (zoom 13, with a circle saying "around here").
 * The popup opens by itself except on screens ≤ 768 px, where a location card sits under the map
 * instead. Leaflet is downloaded only when the map comes near the screen. On failure: a fallback
 * card with the address and 'Retry Map'. Saving data, neither Leaflet nor a tile is fetched before
 * the visitor taps 'Show the map' (decision 046).
 */
export function LocationMap(props: LocationMapProps) {
  const { t } = useTranslation();
  const tiles = useTileConfig();
  const sectionRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sectionRef);
  const saveData = useDataSaver();
  const [asked, setAsked] = useState(false);
  const waiting = saveData && !asked;
  const { latitude, longitude, subcity } = props;
  const location = useMemo(
    () => listingLocation({ latitude, longitude, subcity }),
    [latitude, longitude, subcity],
  );
  const popupLines = [
    props.title,
    props.address,
    [props.kebeleName, props.subcity?.name, props.cityName || MAP.defaultCity].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
  const badge = location.exact ? t('locationMap.exact') : t('locationMap.approximate');

  // Made once per attempt with the values of that moment (the hook keeps the latest function).
  const create = ({ L, createBaseMap, listingIcon }: LeafletRuntime, element: HTMLElement) => {
    const map = createBaseMap(element, {
      center: location,
      zoom: location.zoom,
      label: t('locationMap.label'),
      ...tiles,
    });
    const marker = L.marker([location.lat, location.lng], {
      icon: listingIcon,
      title: popupLines[0] ?? badge,
      alt: popupLines[0] ?? badge,
    }).addTo(map);
    if (!location.exact)
      L.circle([location.lat, location.lng], {
        radius: 1200,
        color: '#ef6c00',
        weight: 1,
        fillOpacity: 0.08,
      }).addTo(map);
    marker.bindPopup(locationPopup(popupLines, badge), { maxWidth: MAP.popupMaxWidth });
    if (popupsOpenAutomatically(window.innerWidth)) marker.openPopup();
    return map;
  };
  const { state, retry } = useLeafletMap(mapRef, near && !waiting, create);
  const failed = state.status === 'error';

  return (
    <div ref={sectionRef} className="flex flex-col gap-3">
      <div
        className={`relative overflow-hidden rounded-lg bg-background shadow-card ${failed ? '' : 'h-[300px] sm:h-[400px]'}`}
      >
        {/* Always in the page, so a retry finds it; hidden while the fallback shows. */}
        <div ref={mapRef} className={failed ? 'hidden' : 'h-full w-full'} data-testid="location-map" />
        {waiting ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
            <button
              type="button"
              onClick={() => setAsked(true)}
              className="flex items-center gap-2 rounded-md bg-primary px-4 py-2 font-semibold text-white shadow-card hover:bg-primary-dark"
            >
              <Icon path={mdiMapOutline} size={20} />
              {t('dataSaver.showMap')}
            </button>
            <p className="text-sm text-muted">{t('dataSaver.showMapHint')}</p>
          </div>
        ) : (
          (state.status === 'idle' || state.status === 'loading') && <MapLoadingOverlay />
        )}
        {state.status === 'error' && (
          <MapFallback failure={state.failure} onRetry={retry}>
            <div className="w-full max-w-sm rounded-md border border-black/10 p-3">
              <LocationDetails props={props} location={location} />
            </div>
          </MapFallback>
        )}
      </div>
      {!failed && (
        // Phones get the popup's facts as a card (their popup does not open by itself).
        <div
          className="hidden rounded-lg bg-surface p-4 shadow-card max-[769px]:block"
          data-testid="location-card"
        >
          <LocationDetails props={props} location={location} />
        </div>
      )}
    </div>
  );
}
