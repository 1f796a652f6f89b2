import { expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';

const NOT_AUTHENTICATED = {
  detail: 'Authentication credentials were not provided.',
  code: 'not_authenticated',
};
const FORBIDDEN = { detail: 'You do not have permission to perform this action.', code: 'permission_denied' };

/**
 * Every route of the staff console, read from the API's own OpenAPI document, so a route added
 * later is covered without touching this test.
 */
describeWithDb('Admin API: only staff get in', (env) => {
  it('lists the console’s routes in the API documentation', async () => {
    const paths = Object.keys((env().app.swagger() as { paths: object }).paths).filter((p) =>
      p.startsWith('/api/admin/'),
    );
    expect(paths.sort()).toEqual(
      [
        '/api/admin/ads/',
        '/api/admin/ads/{id}/',
        '/api/admin/ads/{id}/stats/',
        '/api/admin/agents/{id}/listings/',
        '/api/admin/agents/{id}/unverify/',
        '/api/admin/agents/{id}/verify/',
        '/api/admin/alerts/stats/',
        '/api/admin/audit/',
        '/api/admin/backgrounds/',
        '/api/admin/backgrounds/{id}/',
        '/api/admin/locations/{level}/',
        '/api/admin/locations/{level}/{id}/',
        '/api/admin/properties/pending/',
        '/api/admin/properties/{id}/approve/',
        '/api/admin/properties/{id}/feature/',
        '/api/admin/properties/{id}/reject/',
        '/api/admin/properties/{id}/unfeature/',
        '/api/admin/reports/',
        '/api/admin/reports/{id}/decide/',
        '/api/admin/users/',
        '/api/admin/users/{id}/',
        '/api/admin/users/{id}/unsuspend/',
      ].sort(),
    );
  });

  it('answers 401 to visitors and 403 to users and agents, for every route, before reading input', async () => {
    const { app, ctx } = env();
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const user = await signedIn(app, ctx);
    const agent = await signedIn(app, ctx, { isAgent: true });
    const verified = await signedIn(app, ctx, { isAgent: true, isVerifiedAgent: true });
    const routes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin/'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path: p })));
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const auditBefore = await ctx.database.db.$count(auditLog);
    for (const { method, path } of routes) {
      // Valid ids, an unknown id and garbage: none of them changes the answer.
      for (const id of ['999999', 'abc']) {
        const url = path.replace('{level}', 'subcities').replace('{id}', id);
        const send = (headers: Record<string, string>) =>
          app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(method === 'GET' ? {} : { payload: { name: 'Hacked', headline: 'x' } }),
          });
        const visitor = await send({});
        expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
        expect(visitor.json()).toEqual(NOT_AUTHENTICATED);
        for (const who of [user, agent, verified]) {
          const res = await send(who.headers);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json()).toEqual(FORBIDDEN);
        }
      }
    }
    expect(await ctx.database.db.$count(auditLog)).toBe(auditBefore);
  }, 120_000);

  it('lets staff in', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    for (const url of [
      '/api/admin/users/',
      '/api/admin/audit/',
      '/api/admin/ads/',
      '/api/admin/backgrounds/',
      '/api/admin/locations/regions/',
    ]) {
      const res = await env().app.inject({ method: 'GET', url, headers: staff.headers });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
