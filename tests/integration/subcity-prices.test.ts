import { LISTING_TYPES } from '@shared/enums';
import { beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

interface SubcityAnswer {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  median_price_per_m2: { sale: number | null; rent: number | null };
}

/** The median as PostgreSQL's percentile_cont(0.5) reads it, rounded to the birr. */
function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = (v.length - 1) / 2;
  return Math.round((v[Math.floor(mid)]! + v[Math.ceil(mid)]!) / 2);
}

/**
 * Addis Ababa with three sub-cities. Bole's sales mix three property types, none with 5 listings
 * of its own: only the sub-city's group over every type has a median. Bole's rents are 4 (too
 * few); Kirkos has 5 rents of which 4 give their area (too few for a price per m²) and 5 sales.
 */
async function seedMarket(ctx: AppContext) {
  const f = factories(ctx);
  const region = await f.region({ name: 'Addis Ababa (chartered city)' });
  const addis = await f.city({ regionId: region.id, name: 'Addis Ababa', amharicName: 'አዲስ አበባ' });
  const sub = (name: string, latitude: number, longitude: number) =>
    f.subcity({ cityId: addis.id, name, latitude, longitude });
  const bole = await sub('Bole', 8.995, 38.79);
  const kirkos = await sub('Kirkos', 9.01, 38.76);
  const yeka = await sub('Yeka', 9.04, 38.82);
  // Another city's sub-city is not on the map of Addis Ababa.
  const adama = await f.city({ name: 'Adama' });
  const elsewhere = await f.subcity({ cityId: adama.id, name: 'Adama Central' });

  const put = (subcityId: number, fields: Parameters<typeof f.property>[0]) =>
    f.property({ cityId: subcityId === elsewhere.id ? adama.id : addis.id, subcityId, ...fields });
  // [property type, price, area]: 50,000 … 100,000 birr a m².
  const boleSales = [
    ['apartment', 5_000_000, 100],
    ['apartment', 7_200_000, 120],
    ['house', 14_000_000, 200],
    ['house', 12_000_000, 150],
    ['villa', 27_000_000, 300],
    ['villa', 40_000_000, 400],
  ] as const;
  for (const [propertyType, price, area] of boleSales) await put(bole.id, { propertyType, price, area });
  // Hidden listings count for nothing; a sold one is what someone got.
  await put(bole.id, { price: 500_000_000, area: 100, status: 'pending' });
  await put(bole.id, { price: 1_000, area: 100, status: 'unavailable' });
  await put(bole.id, { price: 11_000_000, area: 100, status: 'sold' });
  for (const price of [20_000, 30_000, 40_000, 50_000])
    await put(bole.id, { listingType: 'rent', price, area: 100 });

  for (const [price, area] of [
    [30_000, 100],
    [36_000, 90],
    [40_000, 80],
    [45_000, 100],
    [50_000, 0],
  ] as const)
    await put(kirkos.id, { listingType: 'rent', price, area });
  for (const price of [6_000_000, 6_500_000, 7_000_000, 9_000_000, 10_000_000])
    await put(kirkos.id, { propertyType: 'apartment', price, area: 100 });
  for (let i = 0; i < 5; i++) await put(elsewhere.id, { price: 3_000_000, area: 100 });

  const boleSaleM2 = [...boleSales.map(([, price, area]) => price / area), 110_000];
  return { bole, kirkos, yeka, elsewhere, boleSaleM2 };
}

/** The map's sub-city layer (decision 057): medians per m² of every sub-city, sale and rent. */
describeWithDb('Sub-city medians per m² for the map', (env) => {
  let m: Awaited<ReturnType<typeof seedMarket>>;
  let answer: SubcityAnswer[];
  beforeAll(async () => {
    m = await seedMarket(env().ctx);
    await env().ctx.reads.benchmarks.fresh();
    const res = await env().app.inject({ url: '/api/properties/addis-ababa-subcity-stats/' });
    expect(res.statusCode).toBe(200);
    // Cached like the other market figures.
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    answer = (res.json() as { results: SubcityAnswer[] }).results;
  });
  const of = (id: number) => answer.find((s) => s.id === id)!;

  it("gives each sub-city's median over every property type, for sale and for rent", () => {
    expect(answer.map((s) => [s.name, s.latitude, s.longitude, s.median_price_per_m2])).toEqual([
      ['Bole', 8.995, 38.79, { sale: median(m.boleSaleM2), rent: null }],
      ['Kirkos', 9.01, 38.76, { sale: 70_000, rent: null }],
      ['Yeka', 9.04, 38.82, { sale: null, rent: null }],
    ]);
    // Seven public sales of 50,000 … 110,000 birr a m².
    expect(median(m.boleSaleM2)).toBe(80_000);
  });

  it("equals the price benchmarks' read model, which keeps groups of 5 listings up", async () => {
    const table = await env().ctx.reads.benchmarks.get();
    for (const s of [m.bole, m.kirkos, m.yeka])
      for (const t of LISTING_TYPES)
        expect(of(s.id).median_price_per_m2[t]).toBe(table.subcity(s.id, t)?.medianPricePerM2 ?? null);
    expect(table.subcity(m.bole.id, 'sale')).toMatchObject({ listings: 7, medianPricePerM2: 80_000 });
    // Four rents: no group at all. Five rents, four with an area: a group without a price per m².
    expect(table.subcity(m.bole.id, 'rent')).toBeUndefined();
    expect(table.subcity(m.kirkos.id, 'rent')).toMatchObject({ listings: 5, medianPricePerM2: null });
    // No property type of Bole has 5 sales: the groups by kind say nothing there.
    expect(table.all.filter((b) => b.subcityId === m.bole.id)).toEqual([]);
    // Other cities' sub-cities have medians too, but are not on this map.
    expect(table.subcity(m.elsewhere.id, 'sale')).toMatchObject({ medianPricePerM2: 30_000 });
    expect(answer.some((s) => s.id === m.elsewhere.id)).toBe(false);
  });

  it('leaves the benchmarks endpoint to groups by property type', async () => {
    const res = await env().app.inject({ url: `/api/properties/price-benchmarks/?subcity=${m.kirkos.id}` });
    const { results } = res.json() as {
      results: Array<{ property_type: string; listing_type: string; bedrooms: number | null }>;
    };
    expect(results.map((b) => [b.property_type, b.listing_type, b.bedrooms])).toEqual([
      ['apartment', 'rent', null],
      ['apartment', 'rent', 2],
      ['apartment', 'sale', null],
      ['apartment', 'sale', 2],
    ]);
  });
});
