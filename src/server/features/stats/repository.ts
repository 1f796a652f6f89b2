import type { ListingType, PropertyType } from '@shared/enums';
import { and, asc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, properties, subcities } from '../../db/schema';
import { listingColumn } from '../properties';

/**
 * A slice of the market described as data (the service owns the buckets, this file the SQL).
 * Every bound is inclusive, as the listing search's filters read them.
 */
export interface Bucket {
  listingType?: ListingType;
  propertyType?: PropertyType;
  bedrooms?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  /** A declared column of the listing search (decision 032) equals a value, or is at most one. */
  equals?: { column: string; value: string };
  atMost?: { column: string; value: number };
}

/** Count, lowest, highest and average (rounded) asking price; null figures when none. */
export interface PriceFigures {
  count: number;
  min: number | null;
  max: number | null;
  avg: number | null;
}

const p = properties;
/** The figures describe the market now: listings that are `available`. */
const onMarket = eq(p.status, 'available');

function bucketCondition(b: Bucket): SQL {
  const c: SQL[] = [];
  if (b.listingType) c.push(eq(p.listingType, b.listingType));
  if (b.propertyType) c.push(eq(p.propertyType, b.propertyType));
  if (b.bedrooms !== undefined) c.push(eq(p.bedrooms, b.bedrooms));
  if (b.minBedrooms !== undefined) c.push(gte(p.bedrooms, b.minBedrooms));
  if (b.minBathrooms !== undefined) c.push(gte(p.bathrooms, b.minBathrooms));
  if (b.minPrice !== undefined) c.push(gte(p.price, b.minPrice));
  if (b.maxPrice !== undefined) c.push(lte(p.price, b.maxPrice));
  if (b.equals) c.push(eq(listingColumn(b.equals.column), b.equals.value));
  if (b.atMost) c.push(lte(listingColumn(b.atMost.column), b.atMost.value));
  return and(...c) ?? sql`true`;
}

// Casts keep both drivers alike: node-postgres returns bigint and numeric as text, float8 as number.
type Amount = number | null;
const countWhere = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
const priceAgg = (fn: 'min' | 'max' | 'avg', type: ListingType) =>
  sql<Amount>`round(${sql.raw(fn)}(${p.price}) filter (where ${eq(p.listingType, type)}))::float8`;

function priceFields(type: ListingType) {
  return {
    count: countWhere(eq(p.listingType, type)),
    min: priceAgg('min', type),
    max: priceAgg('max', type),
    avg: priceAgg('avg', type),
  };
}

/** Market aggregates over listings on the market; each reads the whole table at most once. */
export const statsRepository = {
  /**
   * In one scan: the number of listings in each bucket (by the bucket's key) and the price
   * figures of sale and of rent listings.
   */
  async marketFigures(
    db: Db,
    buckets: Record<string, Bucket>,
  ): Promise<{ total: number; counts: Record<string, number>; sale: PriceFigures; rent: PriceFigures }> {
    const keys = Object.keys(buckets);
    // Positional names: bucket keys are free text, column aliases need not be.
    const countFields = Object.fromEntries(
      keys.map((k, i) => [`b${i}`, countWhere(bucketCondition(buckets[k]!))]),
    );
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        sale: priceFields('sale'),
        rent: priceFields('rent'),
        counts: countFields,
      })
      .from(p)
      .where(onMarket);
    const counts = Object.fromEntries(keys.map((k, i) => [k, row?.counts[`b${i}`] ?? 0]));
    const empty: PriceFigures = { count: 0, min: null, max: null, avg: null };
    return { total: row?.total ?? 0, counts, sale: row?.sale ?? empty, rent: row?.rent ?? empty };
  },

  /**
   * Listings on the market per (city, sub-city) with their names; the sub-city is null for
   * listings placed only in a city. Grouped first, then joined, so names are read once per group.
   */
  async countsByPlace(db: Db) {
    const g = db
      .select({
        cityId: p.cityId,
        subcityId: p.subcityId,
        n: sql<number>`count(*)::int`.as('n'),
      })
      .from(p)
      .where(and(onMarket, isNotNull(p.cityId)))
      .groupBy(p.cityId, p.subcityId)
      .as('g');
    return db
      .select({
        city: { id: cities.id, name: cities.name, amharicName: cities.amharicName },
        subcity: { id: subcities.id, name: subcities.name, amharicName: subcities.amharicName },
        count: g.n,
      })
      .from(g)
      .innerJoin(cities, eq(cities.id, g.cityId))
      .leftJoin(subcities, eq(subcities.id, g.subcityId));
  },

  /**
   * Every sub-city of the city called `cityName`, with or without listings, by name: counts and
   * average prices of its listings on the market (properties_subcity_idx serves the join).
   */
  subcityFigures(db: Db, cityName: string) {
    const sale = eq(p.listingType, 'sale');
    const rent = eq(p.listingType, 'rent');
    return db
      .select({
        id: subcities.id,
        name: subcities.name,
        amharicName: subcities.amharicName,
        latitude: subcities.latitude,
        longitude: subcities.longitude,
        total: sql<number>`count(${p.id})::int`,
        forSale: sql<number>`(count(${p.id}) filter (where ${sale}))::int`,
        forRent: sql<number>`(count(${p.id}) filter (where ${rent}))::int`,
        averagePrice: sql<Amount>`round(avg(${p.price}) filter (where ${sale}))::float8`,
        averageRent: sql<Amount>`round(avg(${p.price}) filter (where ${rent}))::float8`,
      })
      .from(subcities)
      .innerJoin(cities, and(eq(cities.id, subcities.cityId), eq(cities.name, cityName)))
      .leftJoin(properties, and(eq(p.subcityId, subcities.id), onMarket))
      .groupBy(subcities.id)
      .orderBy(asc(subcities.name), asc(subcities.id));
  },
};
