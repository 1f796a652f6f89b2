import { z } from 'zod';
import { LISTING_TYPES, PROPERTY_TYPES } from '../enums';
import { PRICE_BANDS } from '../price-context';
import { query } from './common';
import { listPropertiesQuery } from './properties';

/**
 * `GET /properties/map-markers/`: the same filters as the listing search (bounding box included),
 * without paging or ordering: a map shows every match in view, not a page of them.
 */
export const mapMarkersQuery = query(
  listPropertiesQuery.out.omit({ page: true, page_size: true, ordering: true, fields: true }).shape,
);
export type MapMarkersQuery = z.infer<typeof mapMarkersQuery>;

/**
 * One listing on a map: where it is and what its popup shows (photo, price, title, link), nothing
 * more. A list item is ~3 kB of JSON; a marker is ~0.3 kB, so a whole city fits in one answer.
 */
const mapMarker = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  listing_type: z.enum(LISTING_TYPES),
  property_type: z.enum(PROPERTY_TYPES),
  price: z.number().int(),
  title: z.string(),
  title_am: z.string().nullable(),
  /** A small WebP of the cover photo (about 320 px wide), null without photos. */
  thumbnail: z.string().nullable(),
  /**
   * The price against the listing's sub-city benchmark (decision 042): `below` or `above` from 10 %
   * off its median, else `typical`; null when too few listings compare.
   */
  price_band: z.enum(PRICE_BANDS).nullable(),
});
export type MapMarker = z.infer<typeof mapMarker>;

export const mapMarkersResponse = z.object({
  /** Markers in `results`. */
  count: z.number().int(),
  /** True when more listings match than one answer carries (MAP.markerLimit, newest kept). */
  truncated: z.boolean(),
  results: z.array(mapMarker),
});
export type MapMarkersResponse = z.infer<typeof mapMarkersResponse>;
