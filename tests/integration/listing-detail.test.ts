import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { properties } from '../../src/server/db/schema';
import { getProperty } from '../../src/server/features/properties/detail-service';
import { ViewCounter } from '../../src/server/features/properties/view-counter';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { createListingWorld, type ListingWorld } from '../support/listing-world';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describeWithDb('listing detail', (env) => {
  let w: ListingWorld;
  beforeAll(async () => {
    w = await createListingWorld(env().ctx);
  });

  const detail = (id: number | string, userAgent = BROWSER) =>
    env().app.inject({
      method: 'GET',
      url: `/api/properties/properties/${id}/`,
      headers: { 'user-agent': userAgent },
    });

  it('answers everything the detail screen shows', async () => {
    const res = await detail(w.L1.id);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      id: w.L1.id,
      title: 'Modern apartment in Bole Atlas',
      listing_type: 'sale',
      property_type: 'apartment',
      price: 5_000_000,
      currency: 'ETB',
      area: 100,
      bedrooms: 2,
      bathrooms: 1,
      parking_spaces: 0,
      latitude: 8.99,
      longitude: 38.79,
      region: { id: w.region.id, name: w.region.name, amharic_name: w.region.amharicName },
      city: { id: w.city.id, name: 'Addis Ababa', amharic_name: 'አዲስ አበባ' },
      subcity: { id: w.bole.id, name: 'Bole', amharic_name: 'ቦሌ' },
      kebele: { id: w.woreda.id, name: 'Woreda 03', amharic_name: 'ወረዳ 03' },
      is_featured: true,
      status: 'available',
      videos: [],
      owner: null,
    });
    expect(p.description).toBe(w.L1.description);
    expect(p.images).toHaveLength(3);
    expect(p.images.map((i: { is_primary: boolean }) => i.is_primary)).toEqual([true, false, false]);
    expect(p.primary_image.id).toBe(p.images[0].id);
    expect(p.images[0].variants[0].url).toMatch(/^\/media\/images\//);
    expect(p.agent).toMatchObject({
      id: w.agent.id,
      full_name: 'Hanna Tesfaye',
      first_name: 'Hanna',
      last_name: 'Tesfaye',
      company_name: 'Atlas Homes',
      is_verified_agent: true,
      phone_number: '+251911223344',
      email: w.agent.email,
    });
    expect(new Date(p.created_at).getTime()).toBeLessThan(Date.now());
  });

  it('shows the owner to call when there is no agent', async () => {
    const p = (await detail(w.L4.id)).json();
    expect(p.agent).toBeNull();
    expect(p.owner).toMatchObject({ full_name: 'Dawit Bekele', phone_number: '+251922000111' });
    expect(p.owner).not.toHaveProperty('email');
  });

  it('lists features and amenities by name', async () => {
    const { ctx } = env();
    const [feature] = await ctx.database.db
      .execute(`insert into features (slug, name) values ('balcony-${w.L2.id}', 'Balcony') returning id`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    await ctx.database.db.execute(`insert into property_features values (${w.L2.id}, ${feature!.id})`);
    const p = (await detail(w.L2.id)).json();
    expect(p.features).toEqual([{ id: feature!.id, name: 'Balcony', slug: `balcony-${w.L2.id}` }]);
    expect(p.amenities).toEqual([]);
  });

  it('counts a view once per visitor and day, and never a bot', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1';
    const before = w.L9.viewsCount;
    expect((await detail(w.L9.id, BROWSER)).json().views).toBe(before + 1);
    expect((await detail(w.L9.id, BROWSER)).json().views).toBe(before + 1);
    expect((await detail(w.L9.id, firefox)).json().views).toBe(before + 2);
    expect((await detail(w.L9.id, 'curl/8.5.0')).json().views).toBe(before + 2);
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await detail(w.L9.id, googlebot)).json().views).toBe(before + 2);
    expect((await detail(w.L9.id, safari)).json().views).toBe(before + 3);
  });

  it('writes the counted views to the database, at the latest when the server stops', async () => {
    const app = await buildApp(env().ctx, { logger: false });
    const before = (
      await env().ctx.database.db.select().from(properties).where(eq(properties.id, w.L8.id))
    )[0]!.viewsCount;
    for (const ua of [BROWSER, `${BROWSER} Edge/125`, BROWSER]) {
      await app.inject({
        method: 'GET',
        url: `/api/properties/properties/${w.L8.id}/`,
        headers: { 'user-agent': ua },
      });
    }
    await app.close();
    const [after] = await env().ctx.database.db.select().from(properties).where(eq(properties.id, w.L8.id));
    expect(after!.viewsCount).toBe(before + 2);
  });

  it('hides pending and unavailable listings from everyone but their owner and staff', async () => {
    for (const id of [w.L6.id, w.L7.id]) {
      const res = await detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Property not found.', code: 'not_found' });
    }
    const visitor = { ip: '10.0.0.1', userAgent: BROWSER };
    const owner = { id: w.owner.id, isAgent: false, isVerifiedAgent: false, isStaff: false };
    const staff = { id: -1, isAgent: false, isVerifiedAgent: false, isStaff: true };
    const stranger = { id: w.agent.id, isAgent: true, isVerifiedAgent: true, isStaff: false };
    const views = new ViewCounter(env().ctx.database, env().ctx.log);
    expect((await getProperty(env().ctx, w.L6.id, owner, visitor, views)).status).toBe('pending');
    expect((await getProperty(env().ctx, w.L7.id, staff, visitor, views)).status).toBe('unavailable');
    await expect(getProperty(env().ctx, w.L6.id, stranger, visitor, views)).rejects.toMatchObject({
      status: 404,
    });
    // A sold listing stays visible, marked sold.
    expect((await detail(w.L5.id)).json().status).toBe('sold');
  });

  it('writes a burst of views larger than one statement may carry, counting each once', async () => {
    // 25,000 views × 3 parameters is more than PostgreSQL's 65,535 per statement.
    const { ctx } = env();
    const views = new ViewCounter(ctx.database, ctx.log, 0);
    const [before] = await ctx.database.db
      .select({ n: properties.viewsCount })
      .from(properties)
      .where(eq(properties.id, w.L3.id));
    for (let i = 0; i < 25_000; i++) views.record(w.L3.id, `burst-${i}`, '2026-11-22');
    expect(views.record(w.L3.id, 'burst-1', '2026-11-22')).toBe(false);
    await views.flush();
    expect(views.unwrittenFor(w.L3.id)).toBe(0);
    // Written, and shown on the listing's page, before they reach the listing row.
    // (curl is not counted: this request adds no view of its own.)
    expect((await detail(w.L3.id, 'curl/8.5.0')).json().views).toBe(before!.n + 25_000);
    const [pending] = await ctx.database.db
      .select({ n: properties.viewsCount })
      .from(properties)
      .where(eq(properties.id, w.L3.id));
    expect(pending!.n).toBe(before!.n);
    await views.apply();
    const [after] = await ctx.database.db
      .select({ n: properties.viewsCount })
      .from(properties)
      .where(eq(properties.id, w.L3.id));
    expect(after!.n - before!.n).toBe(25_000);
  });

  it('counts a view written by another process once, and drops views of a deleted listing', async () => {
    const { ctx } = env();
    const f = factories(ctx);
    const gone = await f.property({ ownerId: w.owner.id, title: 'Deleted before the flush' });
    const viewsOf = async (id: number) =>
      (
        await ctx.database.db
          .select({ n: properties.viewsCount })
          .from(properties)
          .where(eq(properties.id, id))
      )[0]!.n;
    const before = await viewsOf(w.L4.id);
    // Two processes, each with its own memory, see the same visitor on the same day.
    const first = new ViewCounter(ctx.database, ctx.log, 0);
    const second = new ViewCounter(ctx.database, ctx.log, 0);
    first.record(w.L4.id, 'twice', '2026-11-22');
    second.record(w.L4.id, 'twice', '2026-11-22');
    second.record(w.L4.id, 'once', '2026-11-22');
    second.record(gone.id, 'too-late', '2026-11-22');
    await ctx.database.db.delete(properties).where(eq(properties.id, gone.id));
    await first.flush();
    await second.stop();
    await first.apply();
    expect(await viewsOf(w.L4.id)).toBe(before + 2);
    expect(second.unwrittenFor(w.L4.id)).toBe(0);
    expect(second.unwrittenFor(gone.id)).toBe(0);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await detail(999_999_999)).statusCode).toBe(404);
    const bad = await detail('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });

  it('suggests similar listings: same kinds first, then widening, nearest and newest first', async () => {
    // No other apartment for sale near 5 M in this city: the rule widens to any sale listing,
    // Bole (same sub-city) before Yeka, newest first; sold and pending ones never appear.
    const res = await env().app.inject({
      method: 'GET',
      url: `/api/properties/properties/${w.L1.id}/similar/`,
    });
    expect(res.statusCode).toBe(200);
    const similar = res.json().results.map((p: { id: number }) => p.id);
    expect(similar.slice(0, 3)).toEqual([w.L9.id, w.L2.id, w.L8.id]);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar).not.toContain(w.L1.id);
  });

  it('prefers listings of the same type within ±30 % of the price', async () => {
    const f = factories(env().ctx);
    const inBole = {
      regionId: w.region.id,
      cityId: w.city.id,
      subcityId: w.bole.id,
      listingType: 'rent' as const,
    };
    const near = await f.property({
      ...inBole,
      title: 'Near rent',
      propertyType: 'apartment',
      price: 35_000,
    });
    const far = await f.property({ ...inBole, title: 'Far rent', propertyType: 'apartment', price: 90_000 });
    const house = await f.property({ ...inBole, title: 'House rent', propertyType: 'house', price: 31_000 });
    const res = await env().app.inject({
      method: 'GET',
      url: `/api/properties/properties/${w.L3.id}/similar/`,
    });
    const similar = res.json().results.map((p: { id: number }) => p.id);
    expect(similar.slice(0, 3)).toEqual([near.id, far.id, house.id]);
  });
});
