import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { createStatsService } from '../../src/server/features/stats/service';
import { createTtlCache } from '../../src/server/lib/ttl-cache';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

/**
 * A small known market. Stats are memoised per app for a minute, so the whole data set is made
 * before the first request and only the last test adds rows. Every suite has its own database,
 * so totals are exact.
 */
async function seedMarket(ctx: AppContext) {
  const f = factories(ctx);
  const region = await f.region({ name: 'Addis Ababa (chartered city)' });
  const addis = await f.city({ regionId: region.id, name: 'Addis Ababa', amharicName: 'አዲስ አበባ' });
  const bole = await f.subcity({ cityId: addis.id, name: 'Bole', amharicName: 'ቦሌ', latitude: 8.99 });
  const arada = await f.subcity({ cityId: addis.id, name: 'Arada', amharicName: 'አራዳ' });
  const yeka = await f.subcity({ cityId: addis.id, name: 'Yeka', amharicName: 'የካ', longitude: 38.81 });
  const adama = await f.city({ name: 'Adama', amharicName: 'አዳማ' });
  const central = await f.subcity({ cityId: adama.id, name: 'Adama Central' });
  const S = 'sale' as const;
  const R = 'rent' as const;
  // [sub-city, listing type, property type, price, bedrooms, bathrooms, status, terms]
  const rows = [
    [
      bole,
      S,
      'apartment',
      1_500_000,
      0,
      1,
      'available',
      { furnished: 'furnished', floor: 0, titleDeed: 'has_deed' },
    ],
    [bole, S, 'house', 6_000_000, 3, 2, 'available', { furnished: 'unfurnished', titleDeed: 'in_process' }],
    [bole, R, 'apartment', 12_000, 1, 1, 'available', { furnished: 'furnished', floor: 4 }],
    [bole, S, 'villa', 60_000_000, 5, 4, 'available'],
    [arada, R, 'condominium', 30_000, 2, 1, 'available', { condominiumScheme: '40/60', floor: 2 }],
    // Exactly on band edges: 2M is in "2M–5M", 100K in "100K+".
    [arada, S, 'apartment', 2_000_000, 2, 2, 'available'],
    [central, R, 'house', 100_000, 4, 3, 'available'],
    // Not on the market: never counted.
    [bole, S, 'land', 9_000_000, 0, 0, 'pending'],
    [arada, R, 'commercial', 50_000, 0, 0, 'unavailable'],
    [bole, S, 'apartment', 3_000_000, 2, 1, 'sold'],
    [yeka, R, 'apartment', 20_000, 2, 1, 'rented', { furnished: 'furnished', floor: 0 }],
  ] as const;
  for (const [s, listingType, propertyType, price, bedrooms, bathrooms, status, terms] of rows)
    await f.property({
      ...terms,
      subcityId: s.id,
      cityId: s.cityId,
      listingType,
      propertyType,
      price,
      bedrooms,
      bathrooms,
      status,
    });
  return { addis, adama, bole, arada, yeka, central };
}

describeWithDb('Market statistics API', (env) => {
  let m: Awaited<ReturnType<typeof seedMarket>>;
  beforeAll(async () => {
    m = await seedMarket(env().ctx);
  });
  const get = (url: string) => env().app.inject({ method: 'GET', url });

  it('counts every filter choice over listings on the market', async () => {
    const res = await get('/api/properties/filter-options/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.property_types).toEqual([
      { label: 'House', value: 'house', count: 2 },
      { label: 'Apartment', value: 'apartment', count: 3 },
      { label: 'Condominium', value: 'condominium', count: 1 },
      { label: 'Villa', value: 'villa', count: 1 },
      { label: 'Commercial', value: 'commercial', count: 0 },
      { label: 'Land', value: 'land', count: 0 },
    ]);
    expect(body.listing_types).toEqual([
      { label: 'For Sale', value: 'sale', count: 4 },
      { label: 'For Rent', value: 'rent', count: 3 },
    ]);
    expect(body.bedrooms).toEqual([
      { label: 'Studio', value: 0, count: 1 },
      { label: '1+', value: 1, count: 6 },
      { label: '2+', value: 2, count: 5 },
      { label: '3+', value: 3, count: 3 },
      { label: '4+', value: 4, count: 2 },
      { label: '5+', value: 5, count: 1 },
    ]);
    expect(body.bathrooms).toEqual([
      { label: '1+', value: 1, count: 7 },
      { label: '2+', value: 2, count: 4 },
      { label: '3+', value: 3, count: 2 },
      { label: '4+', value: 4, count: 1 },
    ]);
    expect(body.price).toEqual({
      sale: { min: 1_500_000, max: 60_000_000 },
      rent: { min: 12_000, max: 100_000 },
    });
  });

  it('counts the choices of the Ethiopian terms, each what its filter finds', async () => {
    const body = (await get('/api/properties/filter-options/')).json();
    const counts = (choices: Array<{ value: unknown; count: number }>) =>
      Object.fromEntries(choices.map((c) => [c.value, c.count]));
    expect(counts(body.furnished)).toEqual({ unfurnished: 1, semi_furnished: 0, furnished: 2 });
    expect(counts(body.condominium_scheme)).toEqual({ '20/80': 0, '40/60': 1, '10/90': 0, other: 0 });
    expect(counts(body.title_deed)).toEqual({ has_deed: 1, in_process: 1, none: 0 });
    expect(body.max_floor).toEqual([
      { label: 'Ground floor', value: 0, count: 1 },
      { label: 'Floor 2 or below', value: 2, count: 2 },
      { label: 'Floor 5 or below', value: 5, count: 3 },
      { label: 'Floor 10 or below', value: 10, count: 3 },
    ]);
    for (const param of ['furnished', 'condominium_scheme', 'title_deed', 'max_floor'])
      for (const c of body[param]) {
        const q = `${param}=${encodeURIComponent(String(c.value))}`;
        expect((await get(`/api/properties/properties/?${q}`)).json().count, q).toBe(c.count);
      }
  });

  it('buckets prices separately for sale and rent, with inclusive bounds', async () => {
    const { price_ranges } = (await get('/api/properties/filter-options/')).json();
    const band = (label: string, min: number, max: number | null, count: number, type: string) => ({
      label,
      min,
      max,
      count,
      listing_type: type,
    });
    expect(price_ranges).toEqual([
      band('Under 2M', 0, 1_999_999, 1, 'sale'),
      band('2M–5M', 2_000_000, 4_999_999, 1, 'sale'),
      band('5M–10M', 5_000_000, 9_999_999, 1, 'sale'),
      band('10M–20M', 10_000_000, 19_999_999, 0, 'sale'),
      band('20M–50M', 20_000_000, 49_999_999, 0, 'sale'),
      band('50M+', 50_000_000, null, 1, 'sale'),
      band('Under 10K', 0, 9_999, 0, 'rent'),
      band('10K–25K', 10_000, 24_999, 1, 'rent'),
      band('25K–50K', 25_000, 49_999, 1, 'rent'),
      band('50K–100K', 50_000, 99_999, 0, 'rent'),
      band('100K+', 100_000, null, 1, 'rent'),
    ]);
    // A band's count is what searching with its bounds finds.
    for (const b of price_ranges) {
      const q = `listing_type=${b.listing_type}&min_price=${b.min}${b.max === null ? '' : `&max_price=${b.max}`}`;
      expect((await get(`/api/properties/properties/?${q}`)).json().count).toBe(b.count);
    }
  });

  it('lists only the places with listings on the market, by name', async () => {
    const { locations } = (await get('/api/properties/filter-options/')).json();
    expect(locations).toEqual({
      cities: [
        { id: m.adama.id, name: 'Adama', amharic_name: 'አዳማ', count: 1 },
        { id: m.addis.id, name: 'Addis Ababa', amharic_name: 'አዲስ አበባ', count: 6 },
      ],
      subcities: [
        { id: m.central.id, name: 'Adama Central', amharic_name: null, city: m.adama.id, count: 1 },
        { id: m.arada.id, name: 'Arada', amharic_name: 'አራዳ', city: m.addis.id, count: 2 },
        { id: m.bole.id, name: 'Bole', amharic_name: 'ቦሌ', city: m.addis.id, count: 4 },
      ],
    });
  });

  it('sums up the market: counts, sale prices, average rent, popular types and places', async () => {
    const res = await get('/api/properties/stats/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      total_properties: 7,
      for_sale: 4,
      for_rent: 3,
      // (1.5M + 6M + 60M + 2M) / 4
      avg_price: 17_375_000,
      min_price: 1_500_000,
      max_price: 60_000_000,
      // (12,000 + 30,000 + 100,000) / 3 = 47,333.3…
      avg_rent: 47_333,
      // Ties keep the vocabulary's order (condominium before villa).
      popular_types: [
        { property_type: 'apartment', count: 3 },
        { property_type: 'house', count: 2 },
        { property_type: 'condominium', count: 1 },
        { property_type: 'villa', count: 1 },
      ],
      popular_locations: [
        { id: m.bole.id, name: 'Bole', amharic_name: 'ቦሌ', count: 4 },
        { id: m.arada.id, name: 'Arada', amharic_name: 'አራዳ', count: 2 },
        { id: m.central.id, name: 'Adama Central', amharic_name: null, count: 1 },
      ],
    });
  });

  it('shows every Addis Ababa sub-city, also those without listings, by name', async () => {
    const res = await get('/api/properties/addis-ababa-subcity-stats/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      count: 3,
      results: [
        {
          id: m.arada.id,
          name: 'Arada',
          amharic_name: 'አራዳ',
          latitude: 9.0,
          longitude: 38.78,
          total: 2,
          for_sale: 1,
          for_rent: 1,
          average_price: 2_000_000,
          average_rent: 30_000,
          // Fewer than 5 listings: no median (tests/integration/subcity-prices.test.ts).
          median_price_per_m2: { sale: null, rent: null },
        },
        {
          id: m.bole.id,
          name: 'Bole',
          amharic_name: 'ቦሌ',
          latitude: 8.99,
          longitude: 38.78,
          total: 4,
          for_sale: 3,
          for_rent: 1,
          // (1.5M + 6M + 60M) / 3
          average_price: 22_500_000,
          average_rent: 12_000,
          median_price_per_m2: { sale: null, rent: null },
        },
        {
          id: m.yeka.id,
          name: 'Yeka',
          amharic_name: 'የካ',
          latitude: 9.0,
          longitude: 38.81,
          total: 0,
          for_sale: 0,
          for_rent: 0,
          average_price: null,
          average_rent: null,
          median_price_per_m2: { sale: null, rent: null },
        },
      ],
    });
  });

  it('reuses an answer for a minute, then recomputes it', async () => {
    const f = factories(env().ctx);
    const inYeka = { subcityId: m.yeka.id, cityId: m.addis.id };
    const before = (await get('/api/properties/stats/')).json();
    await f.property({ ...inYeka, price: 4_000_000 });
    // The app's memo still holds the earlier answers.
    expect((await get('/api/properties/stats/')).json()).toEqual(before);
    const yeka = (await get('/api/properties/addis-ababa-subcity-stats/')).json().results[2];
    expect(yeka).toMatchObject({ name: 'Yeka', total: 0 });

    // A service on a clock we control: fresh for 60 s, then recomputed.
    let now = 0;
    const service = createStatsService(
      env().ctx,
      createTtlCache(60_000, () => now),
    );
    expect((await service.propertyStats()).total_properties).toBe(8);
    await f.property({ ...inYeka, price: 6_000_000 });
    now = 59_999;
    expect((await service.propertyStats()).total_properties).toBe(8);
    now = 60_000;
    expect((await service.propertyStats()).total_properties).toBe(9);
    const fresh = await service.addisAbabaSubcities();
    expect(fresh.results.find((s) => s.id === m.yeka.id)).toMatchObject({
      total: 2,
      for_sale: 2,
      average_price: 5_000_000,
      average_rent: null,
    });
  });
});

describeWithDb('Market statistics API, empty market', (env) => {
  it('answers with zeros, nulls and empty lists', async () => {
    const get = (url: string) => env().app.inject({ method: 'GET', url });
    const stats = (await get('/api/properties/stats/')).json();
    expect(stats).toEqual({
      total_properties: 0,
      for_sale: 0,
      for_rent: 0,
      avg_price: null,
      min_price: null,
      max_price: null,
      avg_rent: null,
      popular_types: [],
      popular_locations: [],
    });
    const options = (await get('/api/properties/filter-options/')).json();
    expect(options.locations).toEqual({ cities: [], subcities: [] });
    expect(options.price).toEqual({ sale: { min: null, max: null }, rent: { min: null, max: null } });
    expect(options.property_types.every((t: { count: number }) => t.count === 0)).toBe(true);
    // No city called Addis Ababa yet: no sub-cities.
    expect((await get('/api/properties/addis-ababa-subcity-stats/')).json()).toEqual({
      count: 0,
      results: [],
    });
  });
});

describe('TTL cache', () => {
  it('shares one computation between concurrent misses and keeps it until it expires', async () => {
    let now = 1_000;
    const cache = createTtlCache(60_000, () => now);
    let runs = 0;
    let release: () => void = () => {};
    const compute = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        release = () => resolve(runs);
      });
    const burst = Array.from({ length: 32 }, () => cache.get('stats', compute));
    expect(runs).toBe(1);
    release();
    expect(await Promise.all(burst)).toEqual(Array(32).fill(1));
    now += 59_999;
    expect(await cache.get('stats', compute)).toBe(1);
    now += 1;
    const next = cache.get('stats', compute);
    release();
    expect(await next).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps keys apart and does not remember failures', async () => {
    const cache = createTtlCache(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
    expect(await cache.get('b', async () => 'other')).toBe('other');
    expect(await cache.get('a', async () => 'ignored')).toBe('recovered');
    cache.clear();
    expect(await cache.get('a', async () => 'after clear')).toBe('after clear');
  });
});
