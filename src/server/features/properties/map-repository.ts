import type { ListPropertiesQuery } from '@shared/schemas/properties';
import { and, between, desc, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';
import { listConditions } from './listing-sql';

/** Listings with coordinates a map can place (spec §5: latitude -90..90, longitude -180..180). */
function placeable(): SQL {
  const p = properties;
  return and(
    isNotNull(p.latitude),
    isNotNull(p.longitude),
    between(p.latitude, -90, 90),
    between(p.longitude, -180, 180),
  )!;
}

/**
 * The map markers of a search: only the narrow columns a marker and its popup need, newest first,
 * at most `limit` rows. Same filters and visibility rules as the listing search.
 */
export function selectMarkers(
  db: Db,
  q: Omit<ListPropertiesQuery, 'page' | 'page_size' | 'ordering'>,
  viewer: Viewer | null,
  limit: number,
) {
  const p = properties;
  return db
    .select({
      id: p.id,
      latitude: p.latitude,
      longitude: p.longitude,
      listingType: p.listingType,
      propertyType: p.propertyType,
      price: p.price,
      // What the price is compared on (decision 042).
      subcityId: p.subcityId,
      bedrooms: p.bedrooms,
      pricePerM2: p.pricePerM2,
      title: p.title,
      titleAm: p.titleAm,
    })
    .from(p)
    .where(and(listConditions({ page: 1, page_size: 1, ...q }, viewer), placeable()))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}

export type MarkerRow = Awaited<ReturnType<typeof selectMarkers>>[number];
