import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { properties } from '../../db/schema';

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
    furnished: properties.furnished,
    condominiumScheme: properties.condominiumScheme,
    floor: properties.floor,
    buildingFloors: properties.buildingFloors,
    titleDeed: properties.titleDeed,
    priceNegotiable: properties.priceNegotiable,
    advanceMonths: properties.advanceMonths,
    minLeaseMonths: properties.minLeaseMonths,
    landmark: properties.landmark,
    pricePerM2: properties.pricePerM2,
    priceReducedAt: properties.priceReducedAt,
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
    lastConfirmedAt: properties.lastConfirmedAt,
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
const COUNT_CAP = 1_000;

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
  const plan = rowsOf<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    await db.execute(sql`explain (format json) select 1 from ${properties} where ${where ?? sql`true`}`),
  );
  const estimate = plan[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  return { count: Math.max(COUNT_CAP + 1, Math.round(estimate)), estimated: true };
}
