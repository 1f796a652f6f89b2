import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { properties } from '../../src/server/db/schema';
import { listingsChanged } from '../../src/server/features/properties/service';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describeWithDb('public response cache', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const { ctx } = env();
    const config = loadConfig({
      DATA_DIR: ctx.config.dataDir,
      JWT_SECRET: ctx.config.jwtSecret,
      API_CACHE_SECONDS: '60',
    });
    app = await buildApp({ ...ctx, config }, { logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a repeated public list from memory until listings change', async () => {
    const f = factories(env().ctx);
    const city = await f.city({ name: 'Cache town' });
    await f.property({ cityId: city.id, title: 'First flat', photos: 2 });
    const url = `/api/properties/properties/?city=${city.id}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    await f.property({ cityId: city.id, title: 'Second flat' });
    const second = await app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    // Compressed copies of a cached answer are the same answer.
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    listingsChanged(env().ctx);
    const fresh = await app.inject({ method: 'GET', url });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json().count).toBe(2);
  });

  it('never caches errors, and never serves or fills it for signed-in requests', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/properties/properties/?min_price=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
    const session = await signedIn(app, env().ctx);
    const res = await app.inject({
      method: 'GET',
      url: '/api/properties/properties/',
      headers: session.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('still counts the view of a listing answered from the cache', async () => {
    const listing = await factories(env().ctx).property({ title: 'Popular flat' });
    const url = `/api/properties/properties/${listing.id}/`;
    const headers = { 'user-agent': BROWSER };
    const from = (remoteAddress: string) => app.inject({ method: 'GET', url, headers, remoteAddress });
    expect((await from('10.0.0.1')).headers['x-cache']).toBe('miss');
    expect((await from('10.0.0.2')).headers['x-cache']).toBe('hit');
    expect((await from('10.0.0.3')).headers['x-cache']).toBe('hit');
    // Once per address and day, from the cache too.
    expect((await from('10.0.0.3')).headers['x-cache']).toBe('hit');
    await app.close();
    const [row] = await env().ctx.database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row!.viewsCount).toBe(3);
  });
});
