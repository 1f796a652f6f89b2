import type { ListPropertiesQuery, Ordering } from '@shared/schemas/properties';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';
import { keyPattern, searchTerms } from './search/normalize';

/** Listings the public may see: for sale or rent now, or marked sold/rented. */
export const PUBLISHED_STATUSES = ['available', 'sold', 'rented'] as const;

/**
 * Builds the WHERE clause of the listing search. Without a status filter the public sees what is
 * on the market (`available`). Pending and unavailable listings are shown only to staff and, for
 * their own listings, to owners.
 */
export function listConditions(q: ListPropertiesQuery, viewer: Viewer | null): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  const p = properties;

  switch (q.status) {
    case undefined:
      c.push(eq(p.status, 'available'));
      break;
    case 'for_sale':
      c.push(eq(p.status, 'available'), eq(p.listingType, 'sale'));
      break;
    case 'for_rent':
      c.push(eq(p.status, 'available'), eq(p.listingType, 'rent'));
      break;
    case 'pending':
    case 'unavailable':
      c.push(eq(p.status, q.status));
      if (!viewer) c.push(sql`false`);
      else if (!viewer.isStaff) c.push(eq(p.ownerId, viewer.id));
      break;
    default:
      c.push(eq(p.status, q.status));
  }

  // Every word of the query must appear in the listing's search key (trigram index).
  const terms = searchTerms(q.search ?? '');
  for (const term of terms) c.push(sql`${p.searchText} like ${keyPattern(term)}`);
  // Typed text that folds to nothing searchable ("zzzz" → "z", "?!") finds nothing, not everything.
  if (q.search?.trim() && !terms.length) c.push(sql`false`);
  if (q.listing_type) c.push(eq(p.listingType, q.listing_type));
  if (q.property_type) c.push(eq(p.propertyType, q.property_type));
  if (q.min_price !== undefined) c.push(gte(p.price, q.min_price));
  if (q.max_price !== undefined) c.push(lte(p.price, q.max_price));
  if (q.bedrooms !== undefined) c.push(gte(p.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) c.push(gte(p.bathrooms, q.bathrooms));
  if (q.region) c.push(eq(p.regionId, q.region));
  if (q.city) c.push(eq(p.cityId, q.city));
  if (q.subcity) c.push(eq(p.subcityId, q.subcity));
  if (q.kebele) c.push(eq(p.kebeleId, q.kebele));
  if (q.agent) c.push(eq(p.agentId, q.agent));
  if (q.is_featured !== undefined) c.push(eq(p.isFeatured, q.is_featured));
  if (q.min_lat !== undefined) c.push(gte(p.latitude, q.min_lat));
  if (q.max_lat !== undefined) c.push(lte(p.latitude, q.max_lat));
  if (q.min_lng !== undefined) c.push(gte(p.longitude, q.min_lng));
  if (q.max_lng !== undefined) c.push(lte(p.longitude, q.max_lng));
  return and(...c);
}

/** ORDER BY for each `ordering`, always ending on id so pages never overlap (newest by default). */
export function listOrder(ordering: Ordering | undefined): SQL[] {
  const p = properties;
  switch (ordering) {
    case 'created_at':
      return [asc(p.createdAt), asc(p.id)];
    case 'price':
      return [asc(p.price), asc(p.id)];
    case '-price':
      return [desc(p.price), desc(p.id)];
    case 'views':
      return [asc(p.viewsCount), asc(p.id)];
    case '-views':
      return [desc(p.viewsCount), desc(p.id)];
    case 'area':
      return [asc(p.area), asc(p.id)];
    case '-area':
      return [desc(p.area), desc(p.id)];
    default:
      return [desc(p.createdAt), desc(p.id)];
  }
}

/** Lists show the start of a description only: a card cuts at 100, a list item at 150. */
export const LIST_DESCRIPTION_MAX = 300;

/**
 * The columns a listing card needs. Descriptions are cut in SQL and the search keys are left out:
 * they are most of a row's width, and wide rows make every page slower to read and to send.
 * Location names come from the in-memory location index, not from joins.
 */
export const listingColumns = {
  property: {
    id: properties.id,
    title: properties.title,
    titleAm: properties.titleAm,
    description: sql<string>`left(${properties.description}, ${LIST_DESCRIPTION_MAX + 1})`,
    descriptionAm: sql<string | null>`left(${properties.descriptionAm}, ${LIST_DESCRIPTION_MAX + 1})`,
    listingType: properties.listingType,
    propertyType: properties.propertyType,
    price: properties.price,
    currency: properties.currency,
    area: properties.area,
    bedrooms: properties.bedrooms,
    bathrooms: properties.bathrooms,
    parkingSpaces: properties.parkingSpaces,
    address: properties.address,
    latitude: properties.latitude,
    longitude: properties.longitude,
    regionId: properties.regionId,
    cityId: properties.cityId,
    subcityId: properties.subcityId,
    kebeleId: properties.kebeleId,
    ownerId: properties.ownerId,
    agentId: properties.agentId,
    isFeatured: properties.isFeatured,
    status: properties.status,
    viewsCount: properties.viewsCount,
    createdAt: properties.createdAt,
    updatedAt: properties.updatedAt,
  },
};

export type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

/** One page of listings. */
export function selectListings(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db
    .select(listingColumns)
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many listings match, counting no further than `cap`. */
export async function countAtMost(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(properties).where(where).limit(cap).as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

/**
 * Above this many matches the count is estimated: counting tens of thousands of rows on every
 * page would make every page slow, and nobody pages through a thousand listings.
 */
export const COUNT_CAP = 1_000;

/**
 * The number of matching listings: exact up to COUNT_CAP, else the planner's estimate (never
 * below the cap), flagged as an estimate.
 */
export async function countListings(
  db: Db,
  where: SQL | undefined,
): Promise<{ count: number; estimated: boolean }> {
  const exact = await countAtMost(db, where, COUNT_CAP + 1);
  if (exact <= COUNT_CAP) return { count: exact, estimated: false };
  const plan = (await db.execute(
    sql`explain (format json) select 1 from ${properties} where ${where ?? sql`true`}`,
  )) as unknown as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> };
  const estimate = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  return { count: Math.max(COUNT_CAP + 1, Math.round(estimate)), estimated: true };
}
