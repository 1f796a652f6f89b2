import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { properties } from '../../src/server/db/schema';
import { getProperty } from '../../src/server/features/properties/detail-service';
import { ViewCounter } from '../../src/server/features/properties/view-counter';
import { randomIp, signedIn } from '../support/auth';
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

  const detail = (
    id: number | string,
    userAgent = BROWSER,
    remoteAddress = '127.0.0.1',
    headers: Record<string, string> = {},
  ) =>
    env().app.inject({
      method: 'GET',
      url: `/api/properties/properties/${id}/`,
      headers: { 'user-agent': userAgent, ...headers },
      remoteAddress,
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

  it('counts a view once per address and day, whatever the browser, and never a bot', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const [here, there] = [randomIp(), randomIp()];
    const before = w.L9.viewsCount;
    expect((await detail(w.L9.id, BROWSER, here)).json().views).toBe(before + 1);
    expect((await detail(w.L9.id, BROWSER, here)).json().views).toBe(before + 1);
    // The same address with other browsers: still the same visitor.
    for (let i = 0; i < 30; i++)
      expect((await detail(w.L9.id, `${firefox} rotation/${i}`, here)).json().views).toBe(before + 1);
    for (const bot of ['curl/8.5.0', googlebot, ''])
      expect((await detail(w.L9.id, bot, there)).json().views).toBe(before + 1);
    expect((await detail(w.L9.id, firefox, there)).json().views).toBe(before + 2);
  });

  it('counts a signed-in visitor once a day from any address, and an address once whoever signs in', async () => {
    const [member, other] = [await signedIn(env().app, env().ctx), await signedIn(env().app, env().ctx)];
    const [home, office, cafe] = [randomIp(), randomIp(), randomIp()];
    const before = (await detail(w.L2.id, 'curl/8.5.0')).json().views;
    expect((await detail(w.L2.id, BROWSER, home, member.headers)).json().views).toBe(before + 1);
    expect((await detail(w.L2.id, BROWSER, office, member.headers)).json().views).toBe(before + 1);
    expect((await detail(w.L2.id, BROWSER, home)).json().views).toBe(before + 1);
    expect((await detail(w.L2.id, BROWSER, home, other.headers)).json().views).toBe(before + 1);
    expect((await detail(w.L2.id, BROWSER, cafe, other.headers)).json().views).toBe(before + 2);
  });

  it('counts the same address again the next day', async () => {
    const ip = randomIp();
    const before = (await detail(w.L1.id, 'curl/8.5.0')).json().views;
    expect((await detail(w.L1.id, BROWSER, ip)).json().views).toBe(before + 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 3_600_000);
      expect((await detail(w.L1.id, `${BROWSER} later`, ip)).json().views).toBe(before + 2);
      expect((await detail(w.L1.id, BROWSER, ip)).json().views).toBe(before + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the counted views to the database, at the latest when the server stops', async () => {
    const app = await buildApp(env().ctx, { logger: false });
    const before = (
      await env().ctx.database.db.select().from(properties).where(eq(properties.id, w.L8.id))
    )[0]!.viewsCount;
    const [one, two] = [randomIp(), randomIp()];
    for (const [ua, ip] of [
      [BROWSER, one],
      [`${BROWSER} Edge/125`, two],
      [`${BROWSER} Edge/125`, one],
    ] as const) {
      await app.inject({
        method: 'GET',
        url: `/api/properties/properties/${w.L8.id}/`,
        headers: { 'user-agent': ua },
        remoteAddress: ip,
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
    const views = new ViewCounter(env().ctx.database, env().ctx.log, { flushEveryMs: 0 });
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
    const views = new ViewCounter(ctx.database, ctx.log, { flushEveryMs: 0 });
    const [before] = await ctx.database.db
      .select({ n: properties.viewsCount })
      .from(properties)
      .where(eq(properties.id, w.L3.id));
    for (let i = 0; i < 25_000; i++) await views.record(w.L3.id, [`a:burst-${i}`], '2026-11-22');
    expect(await views.record(w.L3.id, ['a:burst-1'], '2026-11-22')).toBe(false);
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

  it('counts a visitor once whichever process (or a restarted one) saw it, and drops views of a deleted listing', async () => {
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
    // Two processes, each with its own memory (or one, restarted), see the same visitors on the
    // same day: the database's keys decide.
    const day = '2026-11-22';
    const first = new ViewCounter(ctx.database, ctx.log, { flushEveryMs: 0 });
    const second = new ViewCounter(ctx.database, ctx.log, { flushEveryMs: 0 });
    await first.record(w.L4.id, ['a:twice'], day);
    await second.record(w.L4.id, ['a:twice'], day);
    await second.record(w.L4.id, ['a:once'], day);
    // A signed-in visitor at two addresses: its user counted at the first.
    await first.record(w.L4.id, ['a:home', 'u:7'], day);
    await second.record(w.L4.id, ['a:office', 'u:7'], day);
    await second.record(gone.id, ['a:too-late'], day);
    await ctx.database.db.delete(properties).where(eq(properties.id, gone.id));
    await first.flush();
    await second.stop();
    await first.apply();
    expect(await viewsOf(w.L4.id)).toBe(before + 3);
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
