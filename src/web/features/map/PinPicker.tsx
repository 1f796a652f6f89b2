import { MAP } from '@shared/constants';
import type { Marker } from 'leaflet';
import { useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import { MapFallback, MapLoadingOverlay } from './components/MapStatus';
import { isValidCoordinate } from './geo';
import type { LeafletRuntime } from './leaflet/load-leaflet';
import { useLeafletMap } from './leaflet/use-leaflet-map';
import { useTileConfig } from './tile-config';

export interface PinPickerProps {
  /** The position already in the form, if any (else the map opens over Addis Ababa). */
  latitude: number | null;
  longitude: number | null;
  /** A tap on the map or the pin dragged: six decimals, about 10 cm, as the form keeps them. */
  onPick: (latitude: number, longitude: number) => void;
}

/**
 * The listing's exact position picked on a map (few addresses in Addis Ababa are streets): a tap
 * puts the pin, the pin can be dragged. Leaflet is downloaded when the picker opens, never with
 * the form. The latitude and longitude fields beside it stay the keyboard's way.
 */
export function PinPicker({ latitude, longitude, onPick }: PinPickerProps) {
  const { t } = useTranslation();
  const tiles = useTileConfig();
  const mapRef = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  const create = ({ L, createBaseMap, listingIcon }: LeafletRuntime, element: HTMLElement) => {
    const exact = isValidCoordinate(latitude, longitude);
    const centre = exact ? { lat: latitude!, lng: longitude! } : MAP.defaultCenter;
    const map = createBaseMap(element, {
      center: centre,
      zoom: exact ? MAP.exactZoom : MAP.defaultZoom,
      label: t('listingForm.pinMap'),
      ...tiles,
    });
    let marker: Marker | null = null;
    const place = (lat: number, lng: number) => {
      if (!marker) {
        marker = L.marker([lat, lng], { icon: listingIcon, draggable: true, alt: t('listingForm.pin') });
        marker.on('dragend', () => {
          const at = marker!.getLatLng();
          pick.current(round(at.lat), round(at.lng));
        });
        marker.addTo(map);
      } else marker.setLatLng([lat, lng]);
    };
    if (exact) place(centre.lat, centre.lng);
    map.on('click', (event) => {
      const { lat, lng } = event.latlng.wrap();
      place(lat, lng);
      pick.current(round(lat), round(lng));
    });
    return map;
  };
  const { state, retry } = useLeafletMap(mapRef, true, create);
  const failed = state.status === 'error';

  return (
    <div
      className={`relative overflow-hidden rounded-lg bg-background shadow-card ${failed ? '' : 'h-[320px]'}`}
    >
      <div ref={mapRef} className={failed ? 'hidden' : 'h-full w-full'} data-testid="pin-picker" />
      {(state.status === 'idle' || state.status === 'loading') && <MapLoadingOverlay />}
      {failed && <MapFallback failure={state.failure} onRetry={retry} />}
    </div>
  );
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
