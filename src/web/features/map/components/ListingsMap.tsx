import { MAP } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { MapMarker } from '@shared/schemas/map';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { listingText } from '../../properties';
import type { Clusters } from '../clusters';
import { type Bounds, type LatLng, popupsOpenAutomatically } from '../geo';
import type { LeafletRuntime } from '../leaflet/load-leaflet';
import { type MapState, useLeafletMap } from '../leaflet/use-leaflet-map';
import type { SubcityArea } from '../subcity-prices';
import { useTileConfig } from '../tile-config';
import { listingPopup } from './popup-content';

/** A place to fly to; `seq` makes the same place a new request. */
export interface MapFocus extends LatLng {
  zoom: number;
  seq: number;
}

const boundsOf = (map: LeafletMap): Bounds => {
  const b = map.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
};

/**
 * The /map page's map: listings as markers, grouped into clusters (click a cluster to zoom into
 * it). A marker opens a popup with photo, price, title and link; on screens ≤ 768 px it selects the
 * listing instead (`onSelect`), shown as a card under the map. Reports every settled view.
 */
export function ListingsMap({
  markers,
  areas,
  onArea,
  focus,
  onViewChange,
  onSelect,
  onState,
  children,
}: {
  markers: MapMarker[] | null;
  /** The sub-city layer (decision 057), null when hidden; `onArea` gets a tapped sub-city's id. */
  areas: SubcityArea[] | null;
  onArea: (id: number) => void;
  focus: MapFocus | null;
  onViewChange: (bounds: Bounds) => void;
  onSelect: (marker: MapMarker | null) => void;
  onState: (state: MapState['status']) => void;
  children: (state: MapState, retry: () => void) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const tiles = useTileConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const create = ({ createBaseMap }: LeafletRuntime, element: HTMLElement) =>
    createBaseMap(element, {
      center: MAP.defaultCenter,
      zoom: MAP.defaultZoom,
      label: t('mapPage.heading'),
      ...tiles,
    });
  const { state, retry } = useLeafletMap(containerRef, true, create);

  // The latest callbacks and texts, read by Leaflet's event handlers.
  const live = useRef({ onViewChange, onSelect, onArea, t, lang: i18n.language as LanguageCode, navigate });
  live.current = { onViewChange, onSelect, onArea, t, lang: i18n.language as LanguageCode, navigate };

  useEffect(() => onState(state.status), [state.status, onState]);

  const clustersRef = useRef<Clusters | null>(null);
  const shownRef = useRef(new Map<string, Marker>());
  const redrawRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { map, runtime } = state;
    const { L, listingIcon, clusterIcon, priceIcon } = runtime;
    const layer = L.layerGroup().addTo(map);
    const shown = shownRef.current;

    const listingMarker = (m: MapMarker) => {
      const { t, lang } = live.current;
      const text = listingText({ ...m, description: '', description_am: null }, lang);
      const price = formatPrice(m.price) + (m.listing_type === 'rent' ? t('card.perMonthShort') : '');
      // The pin's colour and sign say how the price compares; its name says it in words.
      const band = m.price_band ? `, ${t(`prices.legend.${m.price_band}`)}` : '';
      const marker = L.marker([m.latitude, m.longitude], {
        icon: m.price_band ? priceIcon(m.price_band) : listingIcon,
        title: `${text.title}, ${price}${band}`,
        alt: `${text.title}, ${price}${band}`,
        riseOnHover: true,
      });
      marker.on('click', () => {
        if (!popupsOpenAutomatically(window.innerWidth)) {
          live.current.onSelect(m);
          return;
        }
        const content = listingPopup(
          {
            href: `/properties/${m.id}`,
            title: text.title,
            titleLang: text.lang,
            price,
            photo: m.thumbnail,
            photoAlt: t('card.photoOf', { title: text.title }),
            linkText: t('map.viewDetails'),
          },
          (href) => live.current.navigate(href),
        );
        L.popup({ maxWidth: MAP.popupMaxWidth, className: 'sefer-popup', offset: [0, -30] })
          .setLatLng(marker.getLatLng())
          .setContent(content)
          .openOn(map);
      });
      return marker;
    };

    const redraw = () => {
      const clusters = clustersRef.current;
      const points = clusters ? clusters.pointsIn(boundsOf(map), map.getZoom()) : [];
      const wanted = new Set<string>();
      for (const p of points) {
        const key = p.kind === 'listing' ? `l${p.marker.id}` : `c${p.id}`;
        wanted.add(key);
        if (shown.has(key)) continue;
        let marker: Marker;
        if (p.kind === 'listing') marker = listingMarker(p.marker);
        else {
          const label = live.current.t('map.cluster', { count: p.count });
          marker = L.marker([p.lat, p.lng], { icon: clusterIcon(p.count), title: label, alt: label });
          marker.on('click', () =>
            map.flyTo([p.lat, p.lng], clusters!.expansionZoom(p.id), { duration: 0.5 }),
          );
        }
        shown.set(key, marker.addTo(layer));
      }
      for (const [key, marker] of shown) {
        if (wanted.has(key)) continue;
        layer.removeLayer(marker);
        shown.delete(key);
      }
    };
    redrawRef.current = redraw;

    const settled = () => {
      redraw();
      live.current.onViewChange(boundsOf(map));
    };
    map.on('moveend', settled);
    settled();
    return () => {
      map.off('moveend', settled);
      layer.remove();
      shown.clear();
      redrawRef.current = () => {};
    };
  }, [state]);

  // New markers (first answer, other filters): rebuild the clusters and draw them.
  useEffect(() => {
    if (state.status !== 'ready') return;
    clustersRef.current = markers ? state.runtime.createClusters(markers) : null;
    for (const marker of shownRef.current.values()) marker.remove();
    shownRef.current.clear();
    redrawRef.current();
  }, [markers, state]);

  useEffect(() => {
    if (state.status !== 'ready' || !areas) return;
    const layer = state.runtime.subcityLayer(state.map, areas, (id) => live.current.onArea(id));
    return () => {
      layer.remove();
    };
  }, [areas, state]);

  useEffect(() => {
    if (focus && state.status === 'ready')
      state.map.flyTo([focus.lat, focus.lng], focus.zoom, { duration: 0.8 });
  }, [focus, state]);

  return (
    <div className="relative h-full w-full overflow-hidden bg-[#e5e3df]">
      {/* Always in the page, so a retry finds it; the fallback covers it after a failure. */}
      <div ref={containerRef} className="h-full w-full" data-testid="listings-map" />
      {children(state, retry)}
    </div>
  );
}
