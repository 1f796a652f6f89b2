import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { adEvents, advertisements, backgrounds } from '../../src/server/db/schema';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const day = 24 * 3_600_000;

type AdInsert = Partial<typeof advertisements.$inferInsert>;

/** An ad with sensible defaults (active, no dates); `image: true` gives it a picture. */
async function ad(ctx: AppContext, overrides: AdInsert & { image?: boolean } = {}) {
  const { image, ...fields } = overrides;
  const imageId = image ? (await factories(ctx).image()).id : null;
  const [row] = await ctx.database.db
    .insert(advertisements)
    .values({
      adType: 'banner',
      placement: 'home',
      headline: 'Walia Bank home loans',
      description: 'Up to 70% financing.',
      ctaText: 'Check what you can borrow',
      buttonText: 'Apply now',
      altText: 'A couple holding keys',
      targetAction: 'https://example.et/walia',
      imageId,
      ...fields,
    })
    .returning();
  return row!;
}

async function events(ctx: AppContext, adId: number, kind: 'impression' | 'click') {
  const rows = await ctx.database.db
    .select()
    .from(adEvents)
    .where(and(eq(adEvents.adId, adId), eq(adEvents.kind, kind)));
  return rows.length;
}

async function totals(ctx: AppContext, adId: number) {
  const [row] = await ctx.database.db.select().from(advertisements).where(eq(advertisements.id, adId));
  return { impressions: row!.impressionsCount, clicks: row!.clicksCount };
}

describeWithDb('Advertisements API', (env) => {
  let ads: Record<string, Awaited<ReturnType<typeof ad>>>;
  beforeAll(async () => {
    const ctx = env().ctx;
    const now = Date.now();
    ads = {
      plain: await ad(ctx, { headline: 'Plain banner', image: true }),
      featured: await ad(ctx, { headline: 'Featured banner', isFeatured: true }),
      shown: await ad(ctx, { headline: 'Often shown banner', impressionsCount: 500 }),
      dated: await ad(ctx, {
        headline: 'Banner within its dates',
        startsAt: new Date(now - day),
        endsAt: new Date(now + day),
        impressionsCount: 900,
      }),
      inactive: await ad(ctx, { headline: 'Paused banner', isActive: false }),
      future: await ad(ctx, { headline: 'Not started', startsAt: new Date(now + day) }),
      past: await ad(ctx, { headline: 'Ended', endsAt: new Date(now - day) }),
      sponsored: await ad(ctx, { headline: 'Home sponsored', adType: 'sponsored' }),
      listing: await ad(ctx, { headline: 'Listing banner', placement: 'property_listings' }),
      detail: await ad(ctx, {
        headline: 'Detail sidebar',
        placement: 'property_details',
        adType: 'sidebar',
        targetAction: 'mailto:help@example.et',
      }),
    };
  });

  const get = (url: string) => env().app.inject({ method: 'GET', url });
  const track = (id: number, kind: 'impression' | 'click', userAgent = BROWSER, ip = randomIp()) =>
    env().app.inject({
      method: 'POST',
      url: `/api/properties/advertisements/${id}/track_${kind}/`,
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
  const headlines = (body: { results: { headline: string }[] }) => body.results.map((r) => r.headline);

  it('lists the active ads of a slot within their dates, featured first, then the least shown', async () => {
    const res = await get('/api/properties/ads/active/?placement=home&ad_type=banner&limit=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(headlines(body)).toEqual([
      'Featured banner',
      'Plain banner',
      'Often shown banner',
      'Banner within its dates',
    ]);
  });

  it('counts the ads each placement and type can show now, for the room their slots reserve', async () => {
    const res = await get('/api/properties/ads/slots/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // Paused, not started and ended ads are not counted; pairs without ads are not listed.
    expect(res.json()).toEqual({
      slots: {
        'home:banner': 4,
        'home:sponsored': 1,
        'property_listings:banner': 1,
        'property_details:sidebar': 1,
      },
    });
  });

  it('answers every field an ad slot shows, with the picture ready for srcset', async () => {
    const body = (await get('/api/properties/ads/active/?placement=home&ad_type=banner&limit=10')).json();
    const plain = body.results.find((r: { id: number }) => r.id === ads.plain!.id);
    expect(plain).toMatchObject({
      id: ads.plain!.id,
      ad_type: 'banner',
      placement: 'home',
      alt_text: 'A couple holding keys',
      headline: 'Plain banner',
      description: 'Up to 70% financing.',
      cta_text: 'Check what you can borrow',
      button_text: 'Apply now',
      target_action: 'https://example.et/walia',
      is_featured: false,
    });
    expect(plain.image).toMatch(/^\/media\/images\/.+\.webp$/);
    expect(plain.picture.variants.map((v: { format: string }) => v.format).sort()).toEqual(['avif', 'webp']);
    expect(plain.picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(plain).not.toHaveProperty('impressions_count');
    const featured = body.results.find((r: { id: number }) => r.id === ads.featured!.id);
    expect(featured.image).toBeNull();
    expect(featured.picture).toBeNull();
  });

  it('gives three ads by default and pages with limit and offset', async () => {
    const first = (await get('/api/properties/ads/active/?placement=home&ad_type=banner')).json();
    expect(first.results).toHaveLength(3);
    expect(first.count).toBe(4);
    expect(first.next).toMatch(/\/api\/properties\/ads\/active\/\?.*offset=3/);
    const second = (await get(new URL(first.next).pathname + new URL(first.next).search)).json();
    expect(headlines(second)).toEqual(['Banner within its dates']);
    expect(second.next).toBeNull();
    expect(second.previous).not.toContain('offset=');
  });

  it('accepts the placement aliases of the spec and filters by type', async () => {
    const list = (await get('/api/properties/ads/active/?placement=property_list')).json();
    expect(headlines(list)).toEqual(['Listing banner']);
    const detail = (
      await get('/api/properties/ads/active/?placement=property_detail&ad_type=sidebar')
    ).json();
    expect(headlines(detail)).toEqual(['Detail sidebar']);
    expect(detail.results[0].placement).toBe('property_details');
    const none = (await get('/api/properties/ads/active/?placement=property_details&ad_type=banner')).json();
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
    const sponsored = (await get('/api/properties/ads/active/?placement=home&ad_type=sponsored')).json();
    expect(headlines(sponsored)).toEqual(['Home sponsored']);
    // Blank filters are ignored (spec §5).
    const all = (await get('/api/properties/ads/active/?placement=&ad_type=&limit=20')).json();
    expect(all.count).toBe(7);
  });

  it('refuses unknown placements, types and limits with field errors', async () => {
    const res = await get('/api/properties/ads/active/?placement=sidebar&ad_type=popup&limit=500');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.placement[0]).toMatch(/^Select a valid choice/);
    expect(body.ad_type[0]).toMatch(/^Select a valid choice/);
    expect(body.limit).toEqual(['Ensure this value is less than or equal to 20.']);
    expect(fieldErrorsOf(await get('/api/properties/ads/active/?limit=0'))).toEqual({
      limit: ['Ensure this value is greater than or equal to 1.'],
    });
  });

  it('counts an impression once per address and day, whatever the browser', async () => {
    const ctx = env().ctx;
    const id = ads.sponsored!.id;
    const ip = randomIp();
    const first = await track(id, 'impression', BROWSER, ip);
    expect(first.statusCode).toBe(204);
    expect(first.headers['x-ad-event']).toBe('recorded');
    const again = await track(id, 'impression', BROWSER, ip);
    expect(again.statusCode).toBe(204);
    expect(again.headers['x-ad-event']).toBe('duplicate');
    // One address that changes its User-Agent is still one visitor.
    for (let i = 0; i < 10; i++)
      expect((await track(id, 'impression', `${BROWSER} Edg/12${i}`, ip)).headers['x-ad-event']).toBe(
        'duplicate',
      );
    expect((await track(id, 'impression', BROWSER, randomIp())).headers['x-ad-event']).toBe('recorded');
    expect(await events(ctx, id, 'impression')).toBe(2);
    expect(await totals(ctx, id)).toEqual({ impressions: 2, clicks: 0 });
  });

  it('one address rotating User-Agents counts one click a day, and again the next day', async () => {
    const ctx = env().ctx;
    const target = await ad(ctx, { headline: 'Clicked all day' });
    const ip = randomIp();
    const outcomes = [];
    for (let i = 0; i < 50; i++)
      outcomes.push((await track(target.id, 'click', `${BROWSER} build/${i}`, ip)).headers['x-ad-event']);
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + day);
      expect((await track(target.id, 'click', BROWSER, ip)).headers['x-ad-event']).toBe('recorded');
      expect((await track(target.id, 'click', `${BROWSER} again`, ip)).headers['x-ad-event']).toBe(
        'duplicate',
      );
    } finally {
      vi.useRealTimers();
    }
    expect(await totals(ctx, target.id)).toEqual({ impressions: 0, clicks: 2 });
  });

  it('counts a signed-in visitor once a day from any address', async () => {
    const ctx = env().ctx;
    const target = await ad(ctx, { headline: 'Seen by members' });
    const [member, other] = [await signedIn(env().app, ctx), await signedIn(env().app, ctx)];
    const [home, office, cafe] = [randomIp(), randomIp(), randomIp()];
    const click = (ip: string, headers: Record<string, string> = {}) =>
      env()
        .app.inject({
          method: 'POST',
          url: `/api/properties/advertisements/${target.id}/track_click/`,
          headers: { 'user-agent': BROWSER, ...headers },
          remoteAddress: ip,
        })
        .then((res) => res.headers['x-ad-event']);
    expect(await click(home, member.headers)).toBe('recorded');
    expect(await click(office, member.headers)).toBe('duplicate');
    // The address already counted counts no one else today, signed in or not.
    expect(await click(home)).toBe('duplicate');
    expect(await click(home, other.headers)).toBe('duplicate');
    expect(await click(cafe, other.headers)).toBe('recorded');
    expect(await totals(ctx, target.id)).toEqual({ impressions: 0, clicks: 2 });
  });

  it('records clicks apart from impressions', async () => {
    const ctx = env().ctx;
    const id = ads.detail!.id;
    const ip = randomIp();
    expect((await track(id, 'impression', BROWSER, ip)).headers['x-ad-event']).toBe('recorded');
    const click = await track(id, 'click', BROWSER, ip);
    expect(click.statusCode).toBe(204);
    expect(click.headers['x-ad-event']).toBe('recorded');
    expect(await events(ctx, id, 'click')).toBe(1);
    expect(await totals(ctx, id)).toEqual({ impressions: 1, clicks: 1 });
  });

  it('ignores search engines and other bots', async () => {
    const ctx = env().ctx;
    const id = ads.listing!.id;
    for (const ua of [GOOGLEBOT, 'curl/8.5.0', '']) {
      const res = await track(id, 'click', ua);
      expect(res.statusCode).toBe(204);
      expect(res.headers['x-ad-event']).toBe('bot');
    }
    expect(await events(ctx, id, 'click')).toBe(0);
    expect(await totals(ctx, id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('answers 404 for an ad that does not exist, every time', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++) {
      const res = await track(999_999, 'impression', BROWSER, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Advertisement not found.', code: 'not_found' });
    }
    expect((await track(0, 'click')).statusCode).toBe(400);
  });

  it('still counts a click on an ad that has just ended (it was on screen)', async () => {
    expect((await track(ads.past!.id, 'click')).headers['x-ad-event']).toBe('recorded');
  });
});

describeWithDb('Advertisements API: abuse limit', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(
      { ...env().ctx, rateLimits: { rules: { trackIp: { points: 3, duration: 60 } } } },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('throttles an address that sends too many tracking calls', async () => {
    const target = await ad(env().ctx);
    const ip = randomIp();
    const call = (n: number) =>
      app.inject({
        method: 'POST',
        url: `/api/properties/advertisements/${target.id}/track_impression/`,
        headers: { 'user-agent': `${BROWSER} #${n}` },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await call(i)).statusCode).toBe(204);
    const throttled = await call(3);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await events(env().ctx, target.id, 'impression')).toBe(1);
  });
});

describeWithDb('Backgrounds API', (env) => {
  beforeAll(async () => {
    const ctx = env().ctx;
    const f = factories(ctx);
    const image = await f.image({
      variants: [
        { format: 'avif', width: 640, height: 427, key: 'images/bg/hero-640.avif', bytes: 9000 },
        { format: 'webp', width: 640, height: 427, key: 'images/bg/hero-640.webp', bytes: 12000 },
        { format: 'webp', width: 1920, height: 1280, key: 'images/bg/hero-1920.webp', bytes: 90000 },
        { format: 'webp', width: 2400, height: 1600, key: 'images/bg/hero-2400.webp', bytes: 150000 },
      ],
    });
    await ctx.database.db.insert(backgrounds).values([
      { pageType: 'home', imageId: image.id, credit: 'Photo: Abebe Bikila Studio' },
      { pageType: 'home', imageId: (await f.image()).id, credit: 'Retired', isActive: false },
      { pageType: 'about', imageId: (await f.image()).id, credit: 'About page' },
    ]);
  });
  const get = (url: string) => env().app.inject({ method: 'GET', url });

  it('lists the active backgrounds of a page type with url and credit', async () => {
    const res = await get('/api/properties/backgrounds/?page_type=home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      // The widest WebP a full-HD screen needs, not the 2400 px one.
      url: '/media/images/bg/hero-1920.webp',
      credit: 'Photo: Abebe Bikila Studio',
      page_type: 'home',
    });
    expect(body[0].image.variants).toHaveLength(4);
  });

  it('answers an empty list for a page type without backgrounds, and 400 for an unknown one', async () => {
    expect((await get('/api/properties/backgrounds/?page_type=map')).json()).toEqual([]);
    const bad = await get('/api/properties/backgrounds/?page_type=kitchen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().page_type[0]).toMatch(/^Select a valid choice/);
    expect((await get('/api/properties/backgrounds/')).json()).toHaveLength(2);
  });
});
