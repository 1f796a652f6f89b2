import { type PricePlacement, placePrice } from '@shared/price-context';
import type { PriceBenchmarksQuery, PriceBenchmarksResponse } from '@shared/schemas/prices';
import type { AppContext } from '../../context';
import { locationIndex } from '../locations';
import type { ListingRow } from '../properties';
import type { BenchmarkTable } from './benchmark-model';

type Compared = Pick<
  ListingRow['property'],
  'subcityId' | 'propertyType' | 'listingType' | 'bedrooms' | 'price' | 'pricePerM2'
>;

/** Where a listing's price stands against its sub-city's benchmark; null when too few compare. */
export function priceContextOf(listing: Compared, table: BenchmarkTable): PricePlacement | null {
  return placePrice(listing, table.get);
}

/**
 * `GET /properties/price-benchmarks/`: the benchmarks of the read model that match the query,
 * by sub-city name, then property type, listing type and bedrooms (every number first).
 */
export async function priceBenchmarks(
  ctx: AppContext,
  q: PriceBenchmarksQuery,
): Promise<PriceBenchmarksResponse> {
  const [table, places] = await Promise.all([ctx.reads.benchmarks.get(), locationIndex(ctx)]);
  const results = table.all
    .filter(
      (b) =>
        (q.subcity === undefined || b.subcityId === q.subcity) &&
        (q.property_type === undefined || b.propertyType === q.property_type) &&
        (q.listing_type === undefined || b.listingType === q.listing_type) &&
        (q.bedrooms === undefined || b.bedrooms === q.bedrooms),
    )
    .flatMap((b) => {
      const subcity = places.subcity(b.subcityId);
      if (!subcity) return [];
      return [
        {
          subcity: { id: subcity.id, name: subcity.name, amharic_name: subcity.amharicName },
          property_type: b.propertyType,
          listing_type: b.listingType,
          bedrooms: b.bedrooms,
          listings: b.listings,
          median_price: b.medianPrice,
          median_price_per_m2: b.medianPricePerM2,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.subcity.name.localeCompare(b.subcity.name) ||
        a.property_type.localeCompare(b.property_type) ||
        a.listing_type.localeCompare(b.listing_type) ||
        (a.bedrooms ?? -1) - (b.bedrooms ?? -1),
    );
  return { count: results.length, results };
}
