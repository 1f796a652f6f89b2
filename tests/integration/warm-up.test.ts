import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { warmUp } from '../../src/server/web/warm-up';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { ensureBuild } from '../support/server-process';

/**
 * A started process renders its home page before it says it is ready (decision 067): a load
 * balancer sends it no traffic meanwhile, and the render keeps nothing a visitor's would.
 */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describeWithDb('pages warmed up at start', (env) => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ensureBuild();
    const f = factories(env().ctx);
    const city = await f.city({ name: 'Addis Ababa' });
    // A listing for the home page to show.
    await f.property({ cityId: city.id, title: 'Warm-up flat' });
    web = await buildApp(env().ctx, { logger: false, web: { ctx: env().ctx, mode: 'production' } });
    await web.ready();
  }, 180_000);
  afterAll(() => web.close());

  const readiness = async () => {
    const res = await web.inject({ method: 'GET', url: '/api/health/ready' });
    return {
      code: res.statusCode,
      status: (res.json() as { status: string }).status,
      retry: res.headers['retry-after'],
    };
  };

  it('says "warming" (503, Retry-After) while its home page renders, then "ready"', async () => {
    expect(await readiness()).toMatchObject({ code: 200, status: 'ready' });
    const warming = warmUp(web);
    expect(web.warmUp.warming).toBe(true);
    expect(await readiness()).toMatchObject({ code: 503, status: 'warming', retry: expect.any(String) });
    // Rendered whole, not shed, though the render slowed the event loop.
    expect(await warming).toMatchObject({ url: '/', status: 200 });
    expect(web.warmUp.warming).toBe(false);
    expect(await readiness()).toMatchObject({ code: 200, status: 'ready' });
  }, 60_000);

  it("keeps no visitor's page", async () => {
    await warmUp(web);
    // The first visitor's page is rendered for them: the warm-up kept no page (the second
    // visitor's is a copy, so the first one's would have been too).
    await web.listen({ port: 0, host: '127.0.0.1' });
    const { port } = web.server.address() as AddressInfo;
    const visit = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': BROWSER } });
    const first = await visit('/');
    expect(first.status).toBe(200);
    // Kept once it has all gone out.
    await first.text();
    expect(first.headers.get('x-cache')).toBe('miss');
    expect((await visit('/')).headers.get('x-cache')).toBe('hit');
  }, 60_000);
});
