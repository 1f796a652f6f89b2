import type { ListingType, PropertyType } from './enums';

/**
 * Price context (issue 19, decision 042): how a listing's price compares with its sub-city's
 * benchmark, and when a price counts as reduced. Shared by the server (benchmarks, markers, the
 * detail) and the web (sentence, badge, map legend).
 */
export const PRICE_BENCHMARK = {
  /** A benchmark from fewer listings says nothing (issue 19: "only from 5 listings up"). */
  minListings: 5,
  /** A listing this far (percent) or more from its median is "below" or "above" on the map. */
  bandPercent: 10,
} as const;

/** A fall of `fall` (5 %) or more shows "Price reduced" for `days` (issue 19). */
export const PRICE_REDUCED = { fall: 0.05, days: 14 } as const;

const DAY_MS = 86_400_000;

/** Whether a price fall recorded at `at` still shows the "Price reduced" badge at `now`. */
export function recentlyReduced(at: string | null | undefined, now: number = Date.now()): boolean {
  if (!at) return false;
  const age = now - Date.parse(at);
  return age >= -DAY_MS && age < PRICE_REDUCED.days * DAY_MS;
}

/** The medians of the public listings of one sub-city and listing type, every property type together. */
export interface SubcityBenchmark {
  subcityId: number;
  listingType: ListingType;
  listings: number;
  /** Whole birr (rent: per month). */
  medianPrice: number;
  /** Whole birr per m², from the listings whose area is known; null when fewer than `minListings`. */
  medianPricePerM2: number | null;
}

/** One benchmark: the public listings of a sub-city, property type and listing type (and bedrooms). */
export interface Benchmark extends SubcityBenchmark {
  propertyType: PropertyType;
  /** null: every number of bedrooms. */
  bedrooms: number | null;
}

/** What a listing is compared on: its price among same-bedroom listings, else its price per m². */
export type PriceBasis = 'price' | 'price_per_m2';
export const PRICE_BANDS = ['below', 'typical', 'above'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export interface PricePlacement {
  basis: PriceBasis;
  /** Rounded percent from the median: negative below it. */
  percent: number;
  median: number;
  listings: number;
  /** The bedrooms of the benchmark (basis `price`), null for the whole kind (basis `price_per_m2`). */
  bedrooms: number | null;
}

export interface ComparedListing {
  subcityId: number | null;
  propertyType: PropertyType;
  listingType: ListingType;
  bedrooms: number;
  price: number;
  /** 0 when the area is not known. */
  pricePerM2: number;
}

/** The key of a benchmark in a lookup. */
export const benchmarkKey = (
  subcityId: number,
  propertyType: string,
  listingType: string,
  bedrooms: number | null,
): string => `${subcityId}:${propertyType}:${listingType}:${bedrooms ?? '*'}`;

/** The key of a sub-city's benchmark over every property type. */
export const subcityBenchmarkKey = (subcityId: number, listingType: string): string =>
  `${subcityId}:${listingType}`;

/**
 * Places a listing against its benchmarks: same bedrooms first (the sentence "12 % below the
 * median for 2-bedroom apartments for rent in Bole"), else the whole kind by price per m² (a
 * price set against listings of every size says nothing). Null when neither has enough listings.
 */
export function placePrice(
  listing: ComparedListing,
  find: (key: string) => Benchmark | undefined,
): PricePlacement | null {
  if (listing.subcityId === null || listing.price <= 0) return null;
  const key = (bedrooms: number | null) =>
    benchmarkKey(listing.subcityId!, listing.propertyType, listing.listingType, bedrooms);
  const same = listing.bedrooms > 0 ? find(key(listing.bedrooms)) : undefined;
  if (same && same.listings >= PRICE_BENCHMARK.minListings && same.medianPrice > 0) {
    return placement('price', listing.price, same.medianPrice, same.listings, same.bedrooms);
  }
  const kind = find(key(null));
  if (kind?.medianPricePerM2 && listing.pricePerM2 > 0) {
    return placement('price_per_m2', listing.pricePerM2, kind.medianPricePerM2, kind.listings, null);
  }
  return null;
}

function placement(
  basis: PriceBasis,
  value: number,
  median: number,
  listings: number,
  bedrooms: number | null,
): PricePlacement {
  // `|| 0` turns a rounded -0 into 0.
  return { basis, percent: Math.round(((value - median) / median) * 100) || 0, median, listings, bedrooms };
}

/** The map's colour of a placed listing. */
export function priceBand(percent: number): PriceBand {
  if (percent <= -PRICE_BENCHMARK.bandPercent) return 'below';
  if (percent >= PRICE_BENCHMARK.bandPercent) return 'above';
  return 'typical';
}
