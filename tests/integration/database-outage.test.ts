import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, createTestDatabase } from '../support/db';
import { factories } from '../support/factories';
import { tcpProxy } from '../support/tcp-proxy';

/**
 * PostgreSQL going away under load and coming back: the API answers 503 with a clear `detail`
 * (never a 500 or a hang), and recovers by itself — no restart — once the server returns.
 * The database is reached through a relay the test cuts, which drops every open connection
 * and refuses new ones, as a stopped server does.
 */
describe.runIf(inject('postgresTemplate'))('PostgreSQL outage', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const cleanups: Array<() => Promise<void>> = [];
  let listingId = 0;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const { database, drop } = await createTestDatabase('postgres', (url) => {
      const routed = new URL(url);
      routed.hostname = '127.0.0.1';
      routed.port = String(proxy.port);
      return routed.toString();
    });
    const made = await createTestContext('pglite');
    const ctx = { ...made.ctx, database };
    cleanups.push(made.cleanup, drop);
    listingId = (await factories(ctx).property({ title: 'Flat in Bole' })).id;
    app = await buildApp(ctx, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.restore().catch(() => {});
    for (const cleanup of cleanups.reverse()) await cleanup();
    await proxy?.close();
  });

  const list = () => app.inject({ method: 'GET', url: '/api/properties/properties/' });
  const detail = () => app.inject({ method: 'GET', url: `/api/properties/properties/${listingId}/` });

  it('answers 503 with a clear detail while the database is down, then recovers by itself', async () => {
    expect((await list()).statusCode).toBe(200);

    await proxy.cut();
    const during = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? list() : detail())));
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        detail: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'service_unavailable',
      });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded' });

    await proxy.restore();
    await expect.poll(async () => (await list()).statusCode, { timeout: 20_000 }).toBe(200);
    expect((await detail()).json()).toMatchObject({ id: listingId, title: 'Flat in Bole' });
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});
