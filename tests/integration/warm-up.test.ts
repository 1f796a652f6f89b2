import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { warmUp } from '../../src/server/web/warm-up';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { ensureBuild } from '../support/server-process';

/**
 * A started process renders its home page before it says it is ready, then its other public pages
 * (decision 067): a load balancer sends it no traffic meanwhile, and the renders count nothing a
 * visitor's would.
 */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describeWithDb('pages warmed up at start', (env) => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  let listing = 0;
  beforeAll(async () => {
    ensureBuild();
    const f = factories(env().ctx);
    const city = await f.city({ name: 'Addis Ababa' });
    listing = (await f.property({ cityId: city.id, title: 'Warm-up flat' })).id;
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

  it('says "warming" (503, Retry-After) while the home page renders, "ready" before the other pages', async () => {
    expect(await readiness()).toMatchObject({ code: 200, status: 'ready' });
    const warming = warmUp(web);
    expect(web.warmUp.warming).toBe(true);
    expect(await readiness()).toMatchObject({ code: 503, status: 'warming', retry: expect.any(String) });
    let finished = false;
    void warming.done.then(() => {
      finished = true;
    });
    await warming.ready;
    // Ready for traffic with the home page rendered; the list, the map and a listing follow.
    expect(web.warmUp.warming).toBe(false);
    expect(await readiness()).toMatchObject({ code: 200, status: 'ready' });
    expect(finished).toBe(false);
    // Each page rendered whole, none shed, though the renders slowed the event loop.
    const pages = await warming.done;
    expect(Object.keys(pages)).toEqual(['/', '/properties', '/map', `/properties/${listing}`]);
    for (const page of Object.values(pages)) expect(page.status).toBe(200);
    expect(await readiness()).toMatchObject({ code: 200, status: 'ready' });
  }, 60_000);

  it("counts no listing's view and keeps no visitor's page", async () => {
    await warmUp(web).done;
    const detail = await web.inject({
      method: 'GET',
      url: `/api/properties/properties/${listing}/?fresh=1`,
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect((detail.json() as { views: number }).views).toBe(0);
    // The first visitor's page is rendered for them: the warm-up kept no page (the second
    // visitor's is a copy, so the first one's would have been too).
    await web.listen({ port: 0, host: '127.0.0.1' });
    const { port } = web.server.address() as AddressInfo;
    const visit = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': BROWSER } });
    for (const path of ['/', '/properties', '/map', `/properties/${listing}`]) {
      const first = await visit(path);
      expect(first.status).toBe(200);
      // Kept once it has all gone out.
      await first.text();
      expect([path, first.headers.get('x-cache')]).toEqual([path, 'miss']);
      expect((await visit(path)).headers.get('x-cache')).toBe('hit');
    }
  }, 60_000);
});
