import { LISTING_VISIBILITY } from '@shared/listing-query';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateLocationIndex } from '../../src/server/features/locations/location-index';
import { PriceBenchmarks, REBUILD_GAP_MS } from '../../src/server/features/prices/benchmark-model';
import { listingsChanged } from '../../src/server/features/properties/service';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { createPlaces, type Places } from '../support/publishing';

type Headers = Record<string, string>;
interface Benchmark {
  subcity: { id: number };
  property_type: string;
  listing_type: string;
  bedrooms: number | null;
  listings: number;
  median_price: number;
  median_price_per_m2: number | null;
}

/** Price benchmarks, the detail's price context and history, "Price reduced" (decision 042). */
describeWithDb('Price context: benchmarks, history, reductions', (env) => {
  let places: Places;
  let f: ReturnType<typeof factories>;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
    f = factories(env().ctx);
  });

  const get = (url: string, headers: Headers = {}) => env().app.inject({ url, headers });
  const benchmarks = async (query: string) =>
    (await get(`/api/properties/price-benchmarks/?${query}`)).json() as {
      count: number;
      results: Benchmark[];
    };
  const detail = async (id: number) => (await get(`/api/properties/properties/${id}/`)).json();
  const patch = (id: number, headers: Headers, payload: object) =>
    env().app.inject({ method: 'PATCH', url: `/api/properties/properties/${id}/`, headers, payload });

  /** Listings written behind the application's back: tell it, and wait for the benchmarks. */
  async function changed() {
    // New sub-cities too: the place names are kept for a minute.
    invalidateLocationIndex(env().ctx);
    listingsChanged(env().ctx);
    await env().ctx.reads.benchmarks.fresh();
  }

  /** Five 2-bedroom flats for rent of 20,000–40,000 birr and 100 m² in a new sub-city. */
  async function market(extra: Array<Parameters<typeof f.property>[0]> = []) {
    const sub = await f.subcity({ cityId: places.cityId });
    const base = { subcityId: sub.id, cityId: places.cityId, listingType: 'rent' as const, area: 100 };
    for (const price of [20_000, 25_000, 30_000, 35_000, 40_000]) await f.property({ ...base, price });
    for (const more of extra) await f.property({ ...base, ...more });
    await changed();
    return { sub, base };
  }

  describe('benchmarks', () => {
    it('gives medians from five public listings up, by bedrooms and for every number of them', async () => {
      const { sub, base } = await market([
        // Hidden listings count for nothing; sold and rented ones are what people got.
        { price: 1_000_000, status: 'pending' },
        { price: 1_000_000, status: 'unavailable' },
        { price: 50_000, bedrooms: 3, status: 'rented' },
      ]);
      // Four houses: too few for a benchmark.
      for (let i = 0; i < 4; i++) await f.property({ ...base, propertyType: 'house', price: 90_000 });
      await changed();
      const res = await get(`/api/properties/price-benchmarks/?subcity=${sub.id}`);
      expect(res.statusCode).toBe(200);
      const { results } = res.json() as { results: Benchmark[] };
      expect(results.map((b) => [b.property_type, b.listing_type, b.bedrooms, b.listings])).toEqual([
        ['apartment', 'rent', null, 6],
        ['apartment', 'rent', 2, 5],
      ]);
      expect(results[0]).toMatchObject({ median_price: 32_500, median_price_per_m2: 325 });
      expect(results[1]).toMatchObject({ median_price: 30_000, median_price_per_m2: 300 });
      // Filters narrow it; another sub-city has nothing.
      expect(
        (await benchmarks(`subcity=${sub.id}&bedrooms=2&listing_type=rent&property_type=apartment`)).count,
      ).toBe(1);
      expect((await benchmarks(`subcity=${sub.id}&listing_type=sale`)).count).toBe(0);
    });

    it('has no price per m² where fewer than five listings give their area', async () => {
      const sub = await f.subcity({ cityId: places.cityId });
      for (const area of [0, 0, 80, 90, 100]) {
        await f.property({ subcityId: sub.id, cityId: places.cityId, price: 3_000_000, area, bedrooms: 1 });
      }
      await changed();
      const { results } = await benchmarks(`subcity=${sub.id}&bedrooms=1`);
      expect(results).toEqual([
        expect.objectContaining({ median_price: 3_000_000, median_price_per_m2: null }),
      ]);
    });

    it('refuses what is not a filter', async () => {
      expect((await get('/api/properties/price-benchmarks/?listing_type=lease')).statusCode).toBe(400);
      expect((await get('/api/properties/price-benchmarks/?subcity=abc')).statusCode).toBe(400);
    });

    it('follows a change in the background, at most every 30 seconds, while the old table answers', async () => {
      const { sub, base } = await market();
      let clock = 1_000_000;
      const model = new PriceBenchmarks(env().ctx.database, () => clock);
      const group = async () =>
        (await model.get()).all.find((b) => b.subcityId === sub.id && b.bedrooms === 2);
      expect(await group()).toMatchObject({ listings: 5, medianPrice: 30_000 });
      await f.property({ ...base, price: 100_000 });
      model.changed();
      // Too soon after the last build: the table stays.
      clock += REBUILD_GAP_MS - 1;
      expect(await group()).toMatchObject({ listings: 5 });
      // Later, the first read still answers from the old table and starts a new one.
      clock += 1;
      expect(await group()).toMatchObject({ listings: 5 });
      await vi.waitFor(async () => expect(await group()).toMatchObject({ listings: 6, medianPrice: 32_500 }));
      // Unchanged, the table lives a minute, then is built again.
      clock += 59_000;
      expect(await group()).toMatchObject({ listings: 6 });
    });
  });

  describe('the detail', () => {
    it('places the price against listings with as many bedrooms, else per m² against its kind', async () => {
      const { base } = await market();
      const cheap = await f.property({ ...base, price: 27_000 });
      // One bedroom: no group of its own; 40,000 birr for 100 m² is 400 a m², against 300.
      const studio = await f.property({ ...base, price: 40_000, bedrooms: 1 });
      await changed();
      expect((await detail(cheap.id)).price_context).toEqual({
        basis: 'price',
        // Six 2-bedroom flats of 20,000, 25,000, 27,000, 30,000…: the median is 28,500.
        percent: -5,
        median: 28_500,
        listings: 6,
        bedrooms: 2,
      });
      expect((await detail(studio.id)).price_context).toMatchObject({
        basis: 'price_per_m2',
        percent: 33,
        median: 300,
        bedrooms: null,
      });
      // A sub-city with too few listings: nothing is said.
      const alone = await f.property({ subcityId: places.otherSubcity.id, cityId: places.cityId });
      await changed();
      expect((await detail(alone.id)).price_context).toBeNull();
    });

    it('keeps every published price change, marks a fall of 5 % or more, and a rise clears it', async () => {
      const { user, headers } = await signedIn(env().app, env().ctx, {
        isAgent: true,
        isVerifiedAgent: true,
      });
      const row = await f.property({ ownerId: user.id, price: 100_000, listingType: 'rent' });
      expect((await patch(row.id, headers, { price: 96_000 })).statusCode).toBe(200);
      // 4 %: recorded, not "reduced".
      let shown = await detail(row.id);
      expect(shown.price_reduced_at).toBeNull();
      expect((await patch(row.id, headers, { price: 90_000 })).statusCode).toBe(200);
      shown = await detail(row.id);
      expect(Date.parse(shown.price_reduced_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(
        shown.price_history.map((c: { previous_price: number; price: number }) => [
          c.previous_price,
          c.price,
        ]),
      ).toEqual([
        [96_000, 90_000],
        [100_000, 96_000],
      ]);
      // The card in the list says so too.
      const list = (await get(`/api/properties/properties/?search=${encodeURIComponent(row.title)}`)).json();
      expect(list.results.find((c: { id: number }) => c.id === row.id).price_reduced_at).toBe(
        shown.price_reduced_at,
      );
      // Same price again: nothing new.
      await patch(row.id, headers, { price: 90_000 });
      expect((await detail(row.id)).price_history).toHaveLength(2);
      await patch(row.id, headers, { price: 95_000 });
      shown = await detail(row.id);
      expect(shown.price_reduced_at).toBeNull();
      expect(shown.price_history).toHaveLength(3);
    });

    it('records a change waiting for review only when staff approve it, and never a hidden listing', async () => {
      const owner = await signedIn(env().app, env().ctx);
      const staff = await signedIn(env().app, env().ctx, { isStaff: true });
      const at = { cityId: places.cityId, subcityId: places.subcityId, kebeleId: places.kebeleId };
      const row = await f.property({ ownerId: owner.user.id, price: 60_000, ...at });
      expect((await patch(row.id, owner.headers, { price: 50_000 })).statusCode).toBe(200);
      expect((await detail(row.id)).price_history).toEqual([]);
      const approve = await env().app.inject({
        method: 'POST',
        url: `/api/admin/properties/${row.id}/approve/`,
        headers: staff.headers,
        remoteAddress: '10.9.9.9',
      });
      expect(approve.statusCode, approve.body).toBe(200);
      const shown = await detail(row.id);
      expect(shown.price_history).toEqual([
        expect.objectContaining({ previous_price: 60_000, price: 50_000 }),
      ]);
      expect(shown.price_reduced_at).not.toBeNull();
      // A listing the public cannot see changes its price without a history.
      const hidden = await f.property({ ownerId: owner.user.id, price: 60_000, status: 'unavailable' });
      await env().ctx.database.db.execute(sql`update properties set price = 1000 where id = ${hidden.id}`);
      const { rows } = (await env().ctx.database.db.execute(
        sql`select count(*)::int as n from property_price_changes where property_id = ${hidden.id}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]!.n).toBe(0);
    });

    it('records the statuses the listing query calls public, no other', async () => {
      const { rows } = (await env().ctx.database.db.execute(
        sql`select prosrc from pg_proc where proname = 'record_price_change'`,
      )) as unknown as { rows: Array<{ prosrc: string }> };
      const listed = /OLD\.status IN \(([^)]*)\)/.exec(rows[0]!.prosrc)![1]!;
      expect(listed.split(',').map((s) => s.trim().replaceAll("'", ''))).toEqual([
        ...LISTING_VISIBILITY.public,
      ]);
    });
  });

  it('map markers carry the price band', async () => {
    const { sub, base } = await market();
    const low = await f.property({ ...base, price: 20_000, latitude: 9.01, longitude: 38.76 });
    const high = await f.property({ ...base, price: 60_000, latitude: 9.01, longitude: 38.76 });
    const plain = await f.property({ ...base, price: 30_000, latitude: 9.01, longitude: 38.76 });
    await changed();
    const res = await get(`/api/properties/map-markers/?subcity=${sub.id}`);
    const bands = new Map(
      (res.json().results as Array<{ id: number; price_band: string | null }>).map((m) => [
        m.id,
        m.price_band,
      ]),
    );
    expect([bands.get(low.id), bands.get(high.id), bands.get(plain.id)]).toEqual([
      'below',
      'above',
      'typical',
    ]);
  });
});
