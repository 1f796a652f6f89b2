import { z } from 'zod';
import { LISTING_TYPES, PROPERTY_TYPE_ALIASES, PROPERTY_TYPES } from '../enums';
import { idParam, intParam, listOf, query, text } from './common';

/**
 * `GET /properties/price-benchmarks/` (issue 19, decision 042): every filter optional; without
 * `bedrooms` each group comes once for every number of bedrooms (`bedrooms: null`) and once per
 * number of bedrooms.
 */
export const priceBenchmarksQuery = query({
  subcity: idParam().optional(),
  property_type: text()
    .transform((v) => PROPERTY_TYPE_ALIASES[v] ?? v)
    .pipe(z.enum(PROPERTY_TYPES))
    .optional(),
  listing_type: z.enum(LISTING_TYPES).optional(),
  bedrooms: intParam().min(0).max(50).optional(),
});
export type PriceBenchmarksQuery = z.infer<typeof priceBenchmarksQuery>;

/** Median prices of the public listings of one sub-city, property type and listing type. */
export const priceBenchmark = z.object({
  subcity: z.object({ id: z.number().int(), name: z.string(), amharic_name: z.string().nullable() }),
  property_type: z.enum(PROPERTY_TYPES),
  listing_type: z.enum(LISTING_TYPES),
  /** null: listings of every number of bedrooms. */
  bedrooms: z.number().int().nullable(),
  /** How many public listings (on the market, sold, rented) the medians come from; 5 at least. */
  listings: z.number().int(),
  /** Whole birr (rent: per month). */
  median_price: z.number().int(),
  /** Whole birr per m², null when fewer than 5 of the listings give their area. */
  median_price_per_m2: z.number().int().nullable(),
});
export const priceBenchmarksResponse = listOf(priceBenchmark);
export type PriceBenchmarksResponse = z.infer<typeof priceBenchmarksResponse>;

/**
 * Where a listing's price stands (the detail): `percent` from the `median` of its benchmark,
 * negative below it. `basis` `price`: against listings with as many bedrooms (`bedrooms`);
 * `price_per_m2`: against every listing of its kind in the sub-city, per m².
 */
export const priceContext = z.object({
  basis: z.enum(['price', 'price_per_m2']),
  percent: z.number().int(),
  median: z.number().int(),
  listings: z.number().int(),
  bedrooms: z.number().int().nullable(),
});

/** One change of a published listing's price, newest first in the detail. */
export const priceChange = z.object({
  previous_price: z.number().int(),
  price: z.number().int(),
  changed_at: z.string(),
});
export type PriceChange = z.infer<typeof priceChange>;
