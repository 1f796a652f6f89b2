import type { ListingType } from '@shared/enums';
import { LISTING_VISIBILITY } from '@shared/listing-query';
import {
  type Benchmark,
  benchmarkKey,
  PRICE_BENCHMARK,
  type SubcityBenchmark,
  subcityBenchmarkKey,
} from '@shared/price-context';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { properties } from '../../db/schema';

/** The benchmarks of every sub-city, property type, listing type (and bedrooms), by `benchmarkKey`. */
export interface BenchmarkTable {
  all: Benchmark[];
  get(key: string): Benchmark | undefined;
  /** A sub-city's listings of one listing type, every property type together (the map's layer). */
  subcity(subcityId: number, listingType: ListingType): SubcityBenchmark | undefined;
}

/** What one grouping statement gives: the groups by kind, and each sub-city's groups as a whole. */
interface BenchmarkRows {
  kinds: Benchmark[];
  subcities: SubcityBenchmark[];
}

/**
 * A table this old is rebuilt on the next read even without a change heard in this process: it
 * catches the changes other processes made (this process's own changes mark it stale at once).
 */
const MAX_AGE_MS = 60_000;
/**
 * Rebuilt at most this often however many changes come: the grouping reads every public listing
 * (~0.5 s of database time at 100,000 listings, docs/benchmarks.md), and a median moves little
 * in 30 seconds.
 */
export const REBUILD_GAP_MS = 30_000;

/**
 * Medians of the public listings (LISTING_VISIBILITY.public: on the market, sold and rented —
 * what people asked and got) in one grouped statement: each sub-city, property type and listing
 * type, with and without the number of bedrooms, and each sub-city and listing type over every
 * property type (the map's sub-city layer, decision 057). Groups under
 * PRICE_BENCHMARK.minListings are left out; a median price per m² needs as many listings with a
 * known area.
 */
export async function selectBenchmarks(db: Db): Promise<BenchmarkRows> {
  const p = properties;
  const withArea = sql`${p.area} > 0`;
  const rows = await db
    .select({
      subcityId: p.subcityId,
      propertyType: sql<
        Benchmark['propertyType'] | null
      >`case when grouping(${p.propertyType}) = 0 then ${p.propertyType} end`,
      listingType: p.listingType,
      bedrooms: sql<number | null>`case when grouping(${p.bedrooms}) = 0 then ${p.bedrooms} end`,
      listings: sql<number>`count(*)::int`,
      medianPrice: sql<number>`round(percentile_cont(0.5) within group (order by ${p.price}))::float8`,
      withArea: sql<number>`(count(*) filter (where ${withArea}))::int`,
      medianPricePerM2: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by ${p.pricePerM2}) filter (where ${withArea}))::float8`,
    })
    .from(p)
    .where(sql`${inArray(p.status, [...LISTING_VISIBILITY.public])} and ${isNotNull(p.subcityId)}`)
    .groupBy(
      sql`grouping sets ((${p.subcityId}, ${p.propertyType}, ${p.listingType}, ${p.bedrooms}), (${p.subcityId}, ${p.propertyType}, ${p.listingType}), (${p.subcityId}, ${p.listingType}))`,
    )
    .having(sql`count(*) >= ${PRICE_BENCHMARK.minListings}`);
  const out: BenchmarkRows = { kinds: [], subcities: [] };
  for (const r of rows) {
    const medians = {
      subcityId: r.subcityId!,
      listingType: r.listingType,
      listings: r.listings,
      medianPrice: r.medianPrice,
      medianPricePerM2: r.withArea >= PRICE_BENCHMARK.minListings ? r.medianPricePerM2 : null,
    };
    if (r.propertyType === null) out.subcities.push(medians);
    else out.kinds.push({ ...medians, propertyType: r.propertyType, bedrooms: r.bedrooms });
  }
  return out;
}

function tableOf({ kinds, subcities }: BenchmarkRows): BenchmarkTable {
  const byKey = new Map(
    kinds.map((b) => [benchmarkKey(b.subcityId, b.propertyType, b.listingType, b.bedrooms), b]),
  );
  const bySubcity = new Map(subcities.map((b) => [subcityBenchmarkKey(b.subcityId, b.listingType), b]));
  return {
    all: kinds,
    get: (key) => byKey.get(key),
    subcity: (id, listingType) => bySubcity.get(subcityBenchmarkKey(id, listingType)),
  };
}

/**
 * The price benchmarks as a read model (decision 033): computed on first use, marked stale by
 * every change of listings in this process (`ReadModels.onChange`) and after a minute, and then
 * rebuilt in the background while the previous table answers, at most every REBUILD_GAP_MS — a
 * benchmark a few seconds old says the same, and no reader waits for the grouping. Only the very
 * first read waits.
 */
export class PriceBenchmarks {
  private table: BenchmarkTable | null = null;
  private builtAt = Number.NEGATIVE_INFINITY;
  private stale = true;
  private building: Promise<BenchmarkTable> | null = null;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current table: fresh, or the previous one while a rebuild runs. */
  get(): Promise<BenchmarkTable> {
    const age = this.now() - this.builtAt;
    if (this.table && (age < REBUILD_GAP_MS || (!this.stale && age < MAX_AGE_MS))) {
      return Promise.resolve(this.table);
    }
    const build = this.rebuild();
    return this.table ? Promise.resolve(this.table) : build;
  }

  /** A table built after every change known now (tests, the benchmark script). */
  async fresh(): Promise<BenchmarkTable> {
    if (this.building) await this.building.catch(() => undefined);
    this.stale = true;
    return this.rebuild();
  }

  /** Listings changed: the next read starts a rebuild. */
  changed(): void {
    this.stale = true;
  }

  /** Forgets the table (a closing context). */
  clear(): void {
    this.table = null;
    this.stale = true;
  }

  private rebuild(): Promise<BenchmarkTable> {
    if (this.building) return this.building;
    // Marked fresh before the read: a change made while it runs marks it stale again.
    this.stale = false;
    const startedAt = this.now();
    const building = selectBenchmarks(this.database.read)
      .then((all) => {
        this.table = tableOf(all);
        this.builtAt = startedAt;
        return this.table;
      })
      .catch((err: unknown) => {
        this.stale = true;
        throw err;
      })
      .finally(() => {
        this.building = null;
      });
    this.building = building;
    // A background rebuild that fails leaves the previous table; the next read tries again.
    building.catch(() => undefined);
    return building;
  }
}
