import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { advertisements } from '../../src/server/db/schema';
import { redisMarks } from '../../src/server/lib/day-marks';
import { type RateLimitSettings, redisStore } from '../../src/server/lib/rate-limit';
import { closeRedisClient, createRedisClient } from '../../src/server/lib/redis';
import { randomIp } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

// The local Redis of the development machine and CI; keys of each run live under their own prefix
// and are deleted after.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `sefer-test-${randomBytes(6).toString('hex')}`;
const log = pino({ level: 'silent' });
const minute = (points: number) => ({ points, duration: 60 });
const SMALL = { signInIp: minute(4), signInAccount: minute(100) };

type App = Awaited<ReturnType<typeof buildApp>>;

describe('Configuration of the shared store', () => {
  it('validates REDIS_URL and REDIS_KEY_PREFIX like every other variable', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redisUrl).toBe('redis://cache:6379/2');
    expect(loadConfig({}).redisKeyPrefix).toBe('sefer');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must be a URL \(redis, rediss\)/,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(ConfigError);
  });
});

describeWithDb('Rate limits shared through Redis', (env) => {
  const clients: Awaited<ReturnType<typeof createRedisClient>>[] = [];
  const apps: App[] = [];

  /** A second (third…) API process: the same database, its own application and limits. */
  async function instance(rateLimits: RateLimitSettings): Promise<App> {
    const ctx: AppContext = { ...env().ctx, rateLimits: { rules: SMALL, ...rateLimits } };
    const app = await buildApp(ctx, { logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }
  async function redis(url = REDIS_URL) {
    const client = await createRedisClient(url, log);
    clients.push(client);
    return client;
  }
  const ready = (client: Awaited<ReturnType<typeof redis>>) =>
    client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', resolve));
  const signIn = (app: App, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/jwt/create/',
      payload: { username: `nobody-${randomBytes(3).toString('hex')}`, password: 'x' },
      remoteAddress: ip,
    });

  afterAll(async () => {
    for (const app of apps) await app.close();
    const cleaner = await redis();
    await ready(cleaner);
    const keys = await cleaner.keys(`${PREFIX}*`);
    if (keys.length) await cleaner.del(...keys);
    for (const client of clients) await closeRedisClient(client);
  });

  let first: App;
  let second: App;
  beforeAll(async () => {
    const a = await redis();
    const b = await redis();
    await Promise.all([ready(a), ready(b)]);
    first = await instance({ store: redisStore(a, `${PREFIX}-${env().backend}`) });
    second = await instance({ store: redisStore(b, `${PREFIX}-${env().backend}`) });
  });

  it('counts sign-in attempts spread over two processes against one limit', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(i % 2 ? second : first, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await signIn(first, ip)).statusCode).toBe(429);
    expect((await signIn(second, ip)).statusCode).toBe(429);
    // The counters are in Redis, under the configured prefix.
    const keys = await clients[0]!.keys(`${PREFIX}-${env().backend}:rl:auth:signInIp:*`);
    expect(keys).toContain(`${PREFIX}-${env().backend}:rl:auth:signInIp:${ip}`);
  });

  it('without Redis, each process counts its own', async () => {
    const one = await instance({});
    const two = await instance({});
    const ip = randomIp();
    for (let i = 0; i < 4; i++) expect((await signIn(one, ip)).statusCode).toBe(401);
    expect((await signIn(one, ip)).statusCode).toBe(429);
    expect((await signIn(two, ip)).statusCode).toBe(401);
  });

  it('when Redis cannot be reached, answers as usual and still limits in memory', async () => {
    // Nothing listens on port 1: the client never becomes ready and keeps retrying.
    const unreachable = await instance({ store: redisStore(await redis('redis://127.0.0.1:1'), PREFIX) });
    const ip = randomIp();
    for (let i = 0; i < 4; i++) expect((await signIn(unreachable, ip)).statusCode).toBe(401);
    expect((await signIn(unreachable, ip)).statusCode).toBe(429);
  });

  it('falls back to memory at once when the connection to Redis is lost', async () => {
    const lost = await redis();
    await ready(lost);
    const app = await instance({ store: redisStore(lost, `${PREFIX}-lost-${env().backend}`) });
    const ip = randomIp();
    expect((await signIn(app, ip)).statusCode).toBe(401);
    lost.disconnect();
    // The Redis counter (1) is out of reach: memory counts afresh, and the limit still holds.
    for (let i = 0; i < 4; i++) expect((await signIn(app, ip)).statusCode).toBe(401);
    expect((await signIn(app, ip)).statusCode).toBe(429);
  });
});

describeWithDb('View and ad counters shared through Redis', (env) => {
  const BROWSER =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
  const clients: Awaited<ReturnType<typeof createRedisClient>>[] = [];
  const apps: App[] = [];
  const prefix = () => `${PREFIX}-counters-${env().backend}`;

  /** An API process on the same database; with `shared`, its marks are in Redis. */
  async function instance(shared: boolean): Promise<App> {
    let settings: RateLimitSettings = {};
    if (shared) {
      const client = await createRedisClient(REDIS_URL, log);
      clients.push(client);
      await new Promise((resolve) => client.once('ready', resolve));
      settings = { store: redisStore(client, prefix()), marks: redisMarks(client, prefix()) };
    }
    const app = await buildApp({ ...env().ctx, rateLimits: settings }, { logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    const cleaner = await createRedisClient(REDIS_URL, log);
    await new Promise((resolve) => cleaner.once('ready', resolve));
    const keys = await cleaner.keys(`${prefix()}*`);
    if (keys.length) await cleaner.del(...keys);
    for (const client of [...clients, cleaner]) await closeRedisClient(client);
  });

  const view = (app: App, id: number, ip: string, userAgent = BROWSER) =>
    app
      .inject({
        method: 'GET',
        url: `/api/properties/properties/${id}/`,
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      })
      .then((res) => res.json().views as number);
  const click = (app: App, id: number, ip: string, userAgent = BROWSER) =>
    app
      .inject({
        method: 'POST',
        url: `/api/properties/advertisements/${id}/track_click/`,
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      })
      .then((res) => res.headers['x-ad-event']);

  it('count a visitor once across processes, and a restarted process still knows it', async () => {
    const listing = await factories(env().ctx).property({ viewsCount: 3 });
    const [ad] = await env()
      .ctx.database.db.insert(advertisements)
      .values({ adType: 'banner', placement: 'home', headline: 'Shared', targetAction: 'https://example.et' })
      .returning();
    const [first, second] = [await instance(true), await instance(true)];
    const ip = randomIp();
    expect(await view(first, listing.id, ip)).toBe(4);
    // The second process knows the visitor: it queues no view of its own (the first has not
    // written its view yet, so neither shows it).
    expect(await view(second, listing.id, ip, `${BROWSER} other`)).toBe(3);
    expect(await click(first, ad!.id, ip)).toBe('recorded');
    expect(await click(second, ad!.id, ip, `${BROWSER} other`)).toBe('duplicate');
    const restarted = await instance(true);
    expect(await click(restarted, ad!.id, ip)).toBe('duplicate');
    expect(await click(restarted, ad!.id, randomIp())).toBe('recorded');
  });

  it('without Redis, each process knows only its own visitors', async () => {
    const [ad] = await env()
      .ctx.database.db.insert(advertisements)
      .values({ adType: 'banner', placement: 'home', headline: 'Apart', targetAction: 'https://example.et' })
      .returning();
    const [one, two] = [await instance(false), await instance(false)];
    const ip = randomIp();
    expect(await click(one, ad!.id, ip)).toBe('recorded');
    expect(await click(one, ad!.id, ip)).toBe('duplicate');
    expect(await click(two, ad!.id, ip)).toBe('recorded');
  });
});
