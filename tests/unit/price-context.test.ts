import { describe, expect, it } from 'vitest';
import {
  type Benchmark,
  benchmarkKey,
  type ComparedListing,
  placePrice,
  priceBand,
  recentlyReduced,
} from '../../src/shared/price-context';

const DAY = 86_400_000;
const kind: Benchmark = {
  subcityId: 4,
  propertyType: 'apartment',
  listingType: 'rent',
  bedrooms: null,
  listings: 9,
  medianPrice: 30_000,
  medianPricePerM2: 300,
};
const twoBeds: Benchmark = { ...kind, bedrooms: 2, listings: 5, medianPrice: 25_000 };
const table = new Map(
  [kind, twoBeds].map((b) => [benchmarkKey(b.subcityId, b.propertyType, b.listingType, b.bedrooms), b]),
);
const find = (key: string) => table.get(key);
const flat: ComparedListing = {
  subcityId: 4,
  propertyType: 'apartment',
  listingType: 'rent',
  bedrooms: 2,
  price: 22_000,
  pricePerM2: 220,
};

describe('placing a price against its benchmark (decision 042)', () => {
  it('compares with listings of as many bedrooms first', () => {
    expect(placePrice(flat, find)).toEqual({
      basis: 'price',
      percent: -12,
      median: 25_000,
      listings: 5,
      bedrooms: 2,
    });
  });

  it('falls back to the price per m² of the whole kind, and says nothing without an area', () => {
    expect(placePrice({ ...flat, bedrooms: 3, pricePerM2: 330 }, find)).toMatchObject({
      basis: 'price_per_m2',
      percent: 10,
      median: 300,
      bedrooms: null,
    });
    expect(placePrice({ ...flat, bedrooms: 3, pricePerM2: 0 }, find)).toBeNull();
  });

  it('says nothing for a group under five listings, another kind or no sub-city', () => {
    const few = new Map(table);
    few.set(benchmarkKey(4, 'apartment', 'rent', 2), { ...twoBeds, listings: 4 });
    expect(placePrice(flat, (k) => few.get(k))).toMatchObject({ basis: 'price_per_m2' });
    expect(placePrice({ ...flat, listingType: 'sale' }, find)).toBeNull();
    expect(placePrice({ ...flat, subcityId: null }, find)).toBeNull();
  });

  it('bands a price from 10 % off the median', () => {
    expect([-10, -9, 0, 9, 10].map(priceBand)).toEqual(['below', 'typical', 'typical', 'typical', 'above']);
  });
});

describe('"Price reduced"', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('shows for 14 days after the fall', () => {
    expect(recentlyReduced(new Date(now - 13 * DAY).toISOString(), now)).toBe(true);
    expect(recentlyReduced(new Date(now - 14 * DAY).toISOString(), now)).toBe(false);
    expect(recentlyReduced(null, now)).toBe(false);
  });
});
