// The lazily loaded part of the maps: Leaflet, its stylesheet and marker images, bundled by Vite
// (self-hosted, nothing from a CDN). Only `load-leaflet.ts` imports this file, through `import()`,
// so pages without a map never download it.
import { MAP } from '@shared/constants';
import type { PriceBand } from '@shared/price-context';
import L from 'leaflet';
import { PRICE_BAND_SIGNS } from '../price-bands';
import { areaName, NAME_VALUE_SEPARATOR, type SubcityArea } from '../subcity-prices';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import './map.css';

/**
 * Leaflet's standard pin with its images imported explicitly: its own lookup reads the image path
 * from the stylesheet, which breaks once the bundler renames the files.
 */
export const listingIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/**
 * A listing placed against its sub-city's median (decision 042): a round pin in the band's colour
 * with the band's sign (↓ = ↑), so it reads without colour too; the legend says what each means.
 */
export function priceIcon(band: PriceBand): L.DivIcon {
  return L.divIcon({
    html: `<span aria-hidden="true">${PRICE_BAND_SIGNS[band]}</span>`,
    className: `sefer-pin sefer-pin-${band}`,
    iconSize: [30, 30],
    iconAnchor: [15, 30],
    popupAnchor: [0, -30],
  });
}

/** A cluster: a round badge with the number of listings, larger for larger groups. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  return L.divIcon({
    html: `<span>${count}</span>`,
    className: 'sefer-cluster',
    iconSize: [size, size],
  });
}

/** An element with a class and a text (never HTML: names come from the database). */
function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A pane of the map at a height between Leaflet's own (tiles 200, pins 600, popups 700). */
function pane(map: L.Map, name: string, zIndex: number): string {
  if (!map.getPane(name)) map.createPane(name).style.zIndex = String(zIndex);
  return name;
}

/**
 * The sub-city layer (decision 057): each sub-city as a disc at its centre in its class's colour
 * (hollow without a median), under the listings' pins, so a cluster at the centre keeps its
 * colour around it; and a label with its name and median, so it reads without colour, beside the
 * disc and over the pins. The label is the keyboard's button; tapping either calls `onTap`.
 */
export function subcityLayer(
  map: L.Map,
  areas: readonly SubcityArea[],
  onTap: (id: number) => void,
): L.LayerGroup {
  const discs = pane(map, 'subcities', 450);
  const labels = pane(map, 'subcityLabels', 620);
  const group = L.layerGroup();
  for (const a of areas) {
    const disc = L.marker([a.lat, a.lng], {
      pane: discs,
      keyboard: false,
      icon: L.divIcon({ className: `sefer-area sefer-area-${a.tone ?? 'none'}`, iconSize: [48, 48] }),
    });
    // The label's text is the button's name (WCAG 2.5.3: what is seen is what is said); the
    // separator and what the layer shows are there for screen readers only.
    const label = element(
      'span',
      `sefer-area-label sefer-area-${a.side}${a.tone === null ? ' sefer-area-few' : ''}`,
    );
    label.append(
      element('b', '', a.name),
      element('span', 'sr-only', NAME_VALUE_SEPARATOR),
      element('span', '', a.value),
      element('span', 'sr-only', a.context),
    );
    const tag = L.marker([a.lat, a.lng], {
      pane: labels,
      title: areaName(a),
      icon: L.divIcon({ html: label, className: 'sefer-area-tag', iconSize: [0, 0] }),
    });
    for (const m of [disc, tag]) {
      m.on('click', () => onTap(a.id));
      group.addLayer(m);
    }
    // Named once, by the label: the disc is hidden from screen readers.
    disc.on('add', () => disc.getElement()?.setAttribute('aria-hidden', 'true'));
  }
  return group.addTo(map);
}

export interface BaseMapOptions {
  center: { lat: number; lng: number };
  zoom: number;
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map (its container takes keyboard focus: arrows pan, +/- zoom). */
  label: string;
}

/**
 * A map with the configured tiles (MAP_TILE_URL). Tiles come from outside: when they fail (offline,
 * blocked) the grey background stays and markers, popups and controls go on working.
 */
export function createBaseMap(container: HTMLElement, options: BaseMapOptions): L.Map {
  const map = L.map(container, {
    center: [options.center.lat, options.center.lng],
    zoom: options.zoom,
    maxZoom: MAP.maxZoom,
  });
  L.tileLayer(options.tileUrl, { maxZoom: MAP.maxZoom, attribution: options.attribution }).addTo(map);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', options.label);
  return map;
}

// Clustering comes with the map, in the same lazy chunk.
export { createClusters } from '../clusters';
export { L };
