import {
  CONDOMINIUM_SCHEMES,
  FURNISHINGS,
  LISTING_TYPES,
  type ListingType,
  PROPERTY_TYPES,
  type PropertyType,
  TITLE_DEEDS,
} from '@shared/enums';
import type { Bucket } from './repository';

/**
 * The choices the filter panel offers, each counted in the same scan. Bounds are inclusive and
 * match the listing search's filters, so a choice's count is what choosing it finds.
 */

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  apartment: 'Apartment',
  condominium: 'Condominium',
  villa: 'Villa',
  commercial: 'Commercial',
  land: 'Land',
};
export const LISTING_TYPE_LABELS: Record<ListingType, string> = { sale: 'For Sale', rent: 'For Rent' };

/** Bedrooms: 0 is a studio (exactly none); n is "n+" (`bedrooms=n` finds at least n). */
export const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5] as const;
/** Bathrooms: n is "n+". */
export const BATHROOM_CHOICES = [1, 2, 3, 4] as const;
/** Floors: 0 is the ground floor; n is "floor n or below" (`max_floor=n`). */
export const MAX_FLOOR_CHOICES = [0, 2, 5, 10] as const;

/** The Ethiopian terms' choices (decision 035): each a value of the filter of the same name. */
export const TERM_CHOICES = {
  furnished: { column: 'furnished', values: FURNISHINGS },
  condominium_scheme: { column: 'condominiumScheme', values: CONDOMINIUM_SCHEMES },
  title_deed: { column: 'titleDeed', values: TITLE_DEEDS },
} as const;
export const TERM_LABELS: Record<string, string> = {
  unfurnished: 'Unfurnished',
  semi_furnished: 'Semi-furnished',
  furnished: 'Furnished',
  '20/80': '20/80',
  '40/60': '40/60',
  '10/90': '10/90',
  other: 'Other scheme',
  has_deed: 'Has title deed',
  in_process: 'Title deed in process',
  none: 'No title deed',
};

export interface PriceBand {
  label: string;
  listingType: ListingType;
  min: number;
  /** Inclusive; null for the open-ended top band. */
  max: number | null;
}

const M = 1_000_000;
const K = 1_000;
/** Band edges in birr: asking prices for sale, and monthly rents (Addis Ababa, 2024–25). */
const EDGES: Record<ListingType, { edges: number[]; unit: number; suffix: string }> = {
  sale: { edges: [0, 2 * M, 5 * M, 10 * M, 20 * M, 50 * M], unit: M, suffix: 'M' },
  rent: { edges: [0, 10 * K, 25 * K, 50 * K, 100 * K], unit: K, suffix: 'K' },
};

function bands(listingType: ListingType): PriceBand[] {
  const { edges, unit, suffix } = EDGES[listingType];
  const short = (n: number) => `${n / unit}${suffix}`;
  return edges.map((min, i) => {
    const next = edges[i + 1];
    if (next === undefined) return { label: `${short(min)}+`, listingType, min, max: null };
    // Whole birr: the band ends one birr below the next one's start, so no price is in two bands.
    const label = i === 0 ? `Under ${short(next)}` : `${short(min)}–${short(next)}`;
    return { label, listingType, min, max: next - 1 };
  });
}

export const PRICE_BANDS: PriceBand[] = LISTING_TYPES.flatMap(bands);

/** Every bucket the filter options count, by key. */
export const bucketKey = {
  propertyType: (t: PropertyType) => `type:${t}`,
  listingType: (t: ListingType) => `listing:${t}`,
  bedrooms: (n: number) => `bedrooms:${n}`,
  bathrooms: (n: number) => `bathrooms:${n}`,
  price: (b: PriceBand) => `price:${b.listingType}:${b.min}`,
  term: (param: string, value: string) => `${param}:${value}`,
  maxFloor: (n: number) => `max_floor:${n}`,
};

/** Listings of each property type (also the popular types of the stats). */
export const propertyTypeBuckets = (): Record<string, Bucket> =>
  Object.fromEntries(PROPERTY_TYPES.map((t) => [bucketKey.propertyType(t), { propertyType: t }]));

/** Every bucket of the filter options. */
export function filterBuckets(): Record<string, Bucket> {
  const buckets: Record<string, Bucket> = propertyTypeBuckets();
  for (const t of LISTING_TYPES) buckets[bucketKey.listingType(t)] = { listingType: t };
  for (const n of BEDROOM_CHOICES)
    buckets[bucketKey.bedrooms(n)] = n === 0 ? { bedrooms: 0 } : { minBedrooms: n };
  for (const n of BATHROOM_CHOICES) buckets[bucketKey.bathrooms(n)] = { minBathrooms: n };
  for (const [param, { column, values }] of Object.entries(TERM_CHOICES))
    for (const value of values) buckets[bucketKey.term(param, value)] = { equals: { column, value } };
  for (const n of MAX_FLOOR_CHOICES)
    buckets[bucketKey.maxFloor(n)] = { atMost: { column: 'floor', value: n } };
  for (const b of PRICE_BANDS)
    buckets[bucketKey.price(b)] = {
      listingType: b.listingType,
      minPrice: b.min,
      ...(b.max === null ? {} : { maxPrice: b.max }),
    };
  return buckets;
}
