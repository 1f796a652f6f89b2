import { LISTING_TYPES, type ListingType } from '@shared/enums';
import type { SubcityStats } from '@shared/schemas/stats';
import { isValidCoordinate } from './geo';

// The map's sub-city layer (decision 057): each sub-city as a labelled circle at its centre,
// coloured by its median price per m². Pure functions: no Leaflet, no React.

/** Which medians the layer shows, or none: `?prices=sale|rent|off` in the map's address. */
export type PriceLayer = ListingType | 'off';
export const PRICE_LAYER_PARAM = 'prices';
export const PRICE_LAYERS: readonly PriceLayer[] = [...LISTING_TYPES, 'off'];

/** The layer asked for in the address; without one, the listing type the map is filtered by, else sale. */
export function readPriceLayer(params: URLSearchParams, listingType: ListingType | undefined): PriceLayer {
  const asked = params.get(PRICE_LAYER_PARAM);
  return (PRICE_LAYERS as readonly (string | null)[]).includes(asked)
    ? (asked as PriceLayer)
    : (listingType ?? 'sale');
}

/** One colour class of the legend: medians from `from` (inclusive) up to `to`. */
export interface PriceClass {
  from: number;
  to: number;
}

/** At most this many colours: 11 sub-cities do not tell more apart. */
const MAX_CLASSES = 4;

/** `value` rounded down (or up) to `digits` significant digits: 129,806 → 120,000 with 2. */
function roundTo(value: number, digits: number, up = false): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - digits + 1);
  return (up ? Math.ceil(value / step) : Math.floor(value / step)) * step;
}

/** The roundest number above `below` and at most `atMost`: where two classes meet. */
function edgeBetween(below: number, atMost: number): number {
  for (let digits = 1; ; digits++) {
    const edge = roundTo(atMost, digits);
    if (edge > below) return edge;
  }
}

/**
 * The legend's classes for the medians shown: about two sub-cities a class and at most four,
 * split where the sorted medians divide into equal counts, each edge the roundest number there,
 * so every sub-city falls in the class its rank gives it and the legend reads 90,000–110,000.
 * Data-driven rather than fixed: medians for sale and for rent differ a thousandfold.
 */
export function priceClasses(medians: readonly number[]): PriceClass[] {
  const v = [...new Set(medians.filter((m) => m > 0))].sort((a, b) => a - b);
  if (v.length === 0) return [];
  const count = Math.min(MAX_CLASSES, Math.ceil(v.length / 2));
  const edges = [roundTo(v[0]!, 2)];
  for (let i = 1; i < count; i++) {
    const at = Math.floor((i * v.length) / count);
    edges.push(edgeBetween(v[at - 1]!, v[at]!));
  }
  const top = roundTo(v[v.length - 1]!, 2, true);
  return edges.map((from, i) => ({ from, to: edges[i + 1] ?? top }));
}

/** The class of a median: the last one it reaches. */
export function classOf(median: number, classes: readonly PriceClass[]): number {
  let i = 0;
  while (i + 1 < classes.length && median >= classes[i + 1]!.from) i++;
  return i;
}

/**
 * The colour of each class, light (cheaper) to dark, spread over the four tones: with two
 * classes the lightest and the darkest.
 */
export function toneOf(index: number, classes: number): number {
  return classes <= 1 ? 2 : Math.round((index * (MAX_CLASSES - 1)) / (classes - 1));
}

/** Where a circle's label goes: away from the nearest other centre, so neighbours' labels part. */
export type LabelSide = 'left' | 'right' | 'top' | 'bottom';

export function labelSides(centres: ReadonlyArray<{ lat: number; lng: number }>): LabelSide[] {
  return centres.map((c, i) => {
    let nearest: { dLat: number; dLng: number; d: number } | null = null;
    centres.forEach((o, j) => {
      if (j === i) return;
      const dLat = o.lat - c.lat;
      const dLng = o.lng - c.lng;
      const d = Math.hypot(dLat, dLng);
      if (!nearest || d < nearest.d) nearest = { dLat, dLng, d };
    });
    const n = nearest as { dLat: number; dLng: number } | null;
    if (!n) return 'right';
    if (Math.abs(n.dLng) >= Math.abs(n.dLat)) return n.dLng > 0 ? 'left' : 'right';
    return n.dLat > 0 ? 'bottom' : 'top';
  });
}

/** One sub-city on the layer, ready to draw: texts already in the reader's language. */
export interface SubcityArea {
  id: number;
  lat: number;
  lng: number;
  name: string;
  /** "98,000 br/m²", or "Too few listings". */
  value: string;
  /** Colour 0–3, null without a median (drawn hollow). */
  tone: number | null;
  side: LabelSide;
  /** What the layer shows, for screen readers after the median: ", Sub-cities: median price per m², for sale". */
  context: string;
}

/** Between a sub-city's name and its median, read aloud and in the title ("Bole · 98,000 br/m²"). */
export const NAME_VALUE_SEPARATOR = ' · ';

/** A circle's whole name: "Bole · 98,000 br/m², Sub-cities: median price per m², for sale". */
export const areaName = (a: SubcityArea): string => `${a.name}${NAME_VALUE_SEPARATOR}${a.value}${a.context}`;

/** The sub-cities with a centre, their medians of one listing type, and the classes of those. */
export function layerOf(subcities: readonly SubcityStats[], type: ListingType) {
  const placed = subcities.filter((s) => isValidCoordinate(s.latitude, s.longitude));
  const classes = priceClasses(placed.flatMap((s) => s.median_price_per_m2[type] ?? []));
  return { placed, classes };
}
