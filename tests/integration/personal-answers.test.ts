import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { viewerWasRead } from '../../src/server/features/auth/plugin';
import { accountWithPassword, randomIp, signedIn, TEST_PASSWORD } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { operations, plausible } from '../support/fuzz-openapi';

/**
 * Answers that depend on who is signed in are never stored by a browser or a cache
 * (`Cache-Control: private, no-store`); which routes they are is declared on each route
 * (`config.personal`), and this test finds every route that reads the viewer without saying so.
 */

const NO_STORE = 'private, no-store';

describeWithDb('answers about the signed-in user', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const seen = new Map<string, { read: boolean; personal: boolean; cacheControl: string[] }>();
  let staff: Record<string, string> = {};
  let user: Record<string, string> = {};
  let listingId = 0;

  beforeAll(async () => {
    const { ctx } = env();
    app = await buildApp(ctx, { logger: false });
    app.addHook('onResponse', async (request, reply) => {
      const key = `${request.method} ${request.routeOptions.url}`;
      const entry = seen.get(key) ?? { read: false, personal: false, cacheControl: [] };
      entry.read ||= viewerWasRead(request);
      entry.personal = request.routeOptions.config.personal === true;
      if (request.headers.authorization && reply.statusCode < 400)
        entry.cacheControl.push(String(reply.getHeader('cache-control') ?? ''));
      seen.set(key, entry);
    });
    await app.ready();
    const who = await signedIn(app, ctx, { isStaff: true });
    staff = who.headers;
    user = (await signedIn(app, ctx)).headers;
    listingId = (await factories(ctx).property({ ownerId: who.user.id, photos: 1 })).id;
  });
  afterAll(() => app.close());

  it('every route that reads the viewer declares it, and its signed-in answers are no-store', async () => {
    for (const op of operations(app.swagger() as never)) {
      let url = op.path;
      for (const name of op.pathParams)
        url = url.replace(
          `{${name}}`,
          name === 'id' ? String(listingId) : String(plausible(op.schemas.path[name] ?? {})),
        );
      const body = op.body
        ? Object.fromEntries(op.required.map((f) => [f, plausible(op.schemas.body[f] ?? {}, f)]))
        : undefined;
      for (const headers of [staff, user])
        await app.inject({
          method: op.method as 'GET',
          url,
          headers,
          payload: body,
          remoteAddress: randomIp(),
        });
    }
    const undeclared = [...seen].filter(([, e]) => e.read && !e.personal).map(([k]) => k);
    expect(undeclared).toEqual([]);
    const stored = [...seen]
      .filter(([, e]) => e.personal && e.cacheControl.some((c) => c !== NO_STORE))
      .map(([k, e]) => `${k}: ${e.cacheControl.join(' | ')}`);
    expect(stored).toEqual([]);
    // The answers the audit named, each seen answering.
    for (const route of [
      'GET /api/auth/users/me/',
      'GET /api/properties/my-properties/',
      'GET /api/properties/saved-properties/',
      'GET /api/properties/inquiries/my/',
      'PATCH /api/users/profile/',
    ])
      expect(seen.get(route)?.cacheControl, route).toContain(NO_STORE);
  });

  it('keeps tokens and the owner’s view of a listing out of caches', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/auth/users/me/', headers: staff });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe(NO_STORE);

    const { ctx } = env();
    const account = await accountWithPassword(ctx);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/jwt/create/',
      payload: { username: account.username, password: TEST_PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe(NO_STORE);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/jwt/refresh/',
      payload: { refresh: signIn.json().refresh },
      remoteAddress: randomIp(),
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe(NO_STORE);

    // The owner sees a listing the public may not: that answer is theirs alone.
    const hidden = await factories(ctx).property({ ownerId: account.id, status: 'pending' });
    const owner = await app.inject({
      method: 'GET',
      url: `/api/properties/properties/${hidden.id}/`,
      headers: { authorization: `Bearer ${signIn.json().access}` },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe(NO_STORE);
    // Answers nobody's own keep their caching: the regions of the country.
    const regions = await app.inject({ method: 'GET', url: '/api/locations/regions/', headers: staff });
    expect(regions.headers['cache-control']).not.toContain('no-store');
    // A visitor's read of the public list is the one every visitor gets: no private marking.
    const visitor = await app.inject({ method: 'GET', url: '/api/properties/properties/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('answers a media file that is not there in the DRF shape', async () => {
    for (const url of ['/media/images/ab/missing.avif', '/media/videos/zz/none.mp4', '/media/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
