import { MAP } from '@shared/constants';
import type { ListingType } from '@shared/enums';
import type { FilterOptions, PropertyStats, SubcityStatsResponse } from '@shared/schemas/stats';
import type { AppContext } from '../../context';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { filterBuckets, propertyTypeBuckets } from './buckets';
import { presentFilterOptions, presentPropertyStats, presentSubcityStats } from './presenter';
import { statsRepository as repo } from './repository';

/**
 * How long a computed answer is reused, in seconds (also the `max-age` sent to browsers and
 * proxies). These answers aggregate over every listing on the market, so computing one per
 * request would scan the table for each visitor of the home, properties and map pages; a
 * minute of staleness in market-wide counts and averages is invisible to users.
 */
export const STATS_MAX_AGE_S = 60;

/**
 * Market statistics, public (no permission to check) and read from the replica when there is one.
 * Each answer is memoised for STATS_MAX_AGE_S in the given cache (one per app), and concurrent
 * misses share one computation, so a burst after expiry costs one set of queries.
 */
export function createStatsService(
  ctx: AppContext,
  cache: TtlCache = createTtlCache(STATS_MAX_AGE_S * 1000),
) {
  const db = () => ctx.database.read;
  return {
    /** `GET /properties/filter-options/`: two queries (one scan of counts, one GROUP BY place). */
    filterOptions: (): Promise<FilterOptions> =>
      cache.get('filter-options', async () => {
        const [figures, places] = await Promise.all([
          repo.marketFigures(db(), filterBuckets()),
          repo.countsByPlace(db()),
        ]);
        return presentFilterOptions(figures, places);
      }),

    /** `GET /properties/stats/`: two queries, as above. */
    propertyStats: (): Promise<PropertyStats> =>
      cache.get('stats', async () => {
        const [figures, places] = await Promise.all([
          repo.marketFigures(db(), propertyTypeBuckets()),
          repo.countsByPlace(db()),
        ]);
        return presentPropertyStats(figures, places);
      }),

    /**
     * `GET /properties/addis-ababa-subcity-stats/`: one query, every sub-city by name, with the
     * medians per m² of the price benchmarks' read model (kept in memory, decision 042).
     */
    addisAbabaSubcities: (): Promise<SubcityStatsResponse> =>
      cache.get('addis-ababa-subcity-stats', async () => {
        const [rows, benchmarks] = await Promise.all([
          repo.subcityFigures(db(), MAP.defaultCity),
          ctx.reads.benchmarks.get(),
        ]);
        const median = (id: number, listingType: ListingType) =>
          benchmarks.subcity(id, listingType)?.medianPricePerM2 ?? null;
        const results = rows.map((r) => presentSubcityStats(r, median));
        return { count: results.length, results };
      }),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
