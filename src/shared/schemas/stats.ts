import { z } from 'zod';
import { CONDOMINIUM_SCHEMES, FURNISHINGS, LISTING_TYPES, PROPERTY_TYPES, TITLE_DEEDS } from '../enums';
import { listOf } from './common';

// Market figures over the listings on the market now (status `available`). Money is whole birr;
// rent is per month. Every average is rounded to the birr and null when there is nothing to average.

/** One choice of a filter with the number of listings it would find. */
const filterChoice = <T extends z.ZodType>(value: T) =>
  z.object({ label: z.string(), value, count: z.number().int() });

/**
 * A price bucket; `min` and `max` are inclusive and can be sent as `min_price`/`max_price` as they
 * are (the count is what that search finds). `max` is null for the open-ended top bucket.
 */
const priceRange = z.object({
  label: z.string(),
  count: z.number().int(),
  min: z.number().int(),
  max: z.number().int().nullable(),
  listing_type: z.enum(LISTING_TYPES),
});
export type PriceRange = z.infer<typeof priceRange>;

const span = z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() });

/** `GET /properties/filter-options/` (spec §3 "Filter options"). */
export const filterOptionsResponse = z.object({
  property_types: z.array(filterChoice(z.enum(PROPERTY_TYPES))),
  listing_types: z.array(filterChoice(z.enum(LISTING_TYPES))),
  /** 0 = "Studio" (exactly 0); n = "n+" (at least n), as the `bedrooms` filter reads it. */
  bedrooms: z.array(filterChoice(z.number().int())),
  /** n = "n+" (at least n), as the `bathrooms` filter reads it. */
  bathrooms: z.array(filterChoice(z.number().int())),
  /** The Ethiopian terms (decision 035), each value as its filter of the same name reads it. */
  furnished: z.array(filterChoice(z.enum(FURNISHINGS))),
  condominium_scheme: z.array(filterChoice(z.enum(CONDOMINIUM_SCHEMES))),
  title_deed: z.array(filterChoice(z.enum(TITLE_DEEDS))),
  /** 0 = ground floor; n = "floor n or below", as the `max_floor` filter reads it. */
  max_floor: z.array(filterChoice(z.number().int())),
  price_ranges: z.array(priceRange),
  /** Only the places that have listings on the market, by name. */
  locations: z.object({
    cities: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        amharic_name: z.string().nullable(),
        count: z.number().int(),
      }),
    ),
    subcities: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        amharic_name: z.string().nullable(),
        city: z.number().int(),
        count: z.number().int(),
      }),
    ),
  }),
  price: z.object({ sale: span, rent: span }),
});
export type FilterOptions = z.infer<typeof filterOptionsResponse>;

/** `GET /properties/stats/` (spec §3 "Property stats"); prices are over sale listings. */
export const propertyStatsResponse = z.object({
  total_properties: z.number().int(),
  for_sale: z.number().int(),
  for_rent: z.number().int(),
  avg_price: z.number().int().nullable(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  /** Monthly. */
  avg_rent: z.number().int().nullable(),
  /** Types with listings, most first. */
  popular_types: z.array(z.object({ property_type: z.enum(PROPERTY_TYPES), count: z.number().int() })),
  /** The ten sub-cities with most listings, most first. */
  popular_locations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      amharic_name: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type PropertyStats = z.infer<typeof propertyStatsResponse>;

/** One Addis Ababa sub-city on the map, with its centre and market figures. */
const subcityStats = z.object({
  id: z.number().int(),
  name: z.string(),
  amharic_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  total: z.number().int(),
  for_sale: z.number().int(),
  for_rent: z.number().int(),
  /** Average sale price, null when none is for sale. */
  average_price: z.number().int().nullable(),
  /** Average monthly rent, null when none is for rent. */
  average_rent: z.number().int().nullable(),
  /**
   * Median price per m² (whole birr; rent per month) of the sub-city's public listings (on the
   * market, sold, rented) of every property type, from the price benchmarks (decisions 042, 057):
   * null below 5 listings that give their area. Colours the map's sub-city layer.
   */
  median_price_per_m2: z.object({
    sale: z.number().int().nullable(),
    rent: z.number().int().nullable(),
  }),
});
export type SubcityStats = z.infer<typeof subcityStats>;

/** `GET /properties/addis-ababa-subcity-stats/` — every sub-city, even without listings, by name. */
export const subcityStatsResponse = listOf(subcityStats);
export type SubcityStatsResponse = z.infer<typeof subcityStatsResponse>;
