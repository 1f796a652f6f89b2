import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { endFeaturing } from '../../src/server/features/leads/featuring';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

describeWithDb('leads: staff feature a listing until an end date', (env) => {
  const feature = (id: number, headers: Record<string, string>, payload: object) =>
    env().app.inject({ method: 'POST', url: `/api/admin/properties/${id}/feature/`, headers, payload });
  const detail = async (id: number) =>
    (await env().app.inject({ url: `/api/properties/properties/${id}/` })).json();
  const auditOf = (id: number) =>
    env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, String(id))));

  it('lets staff only feature a published listing, with its end date in the audit log', async () => {
    const f = factories(env().ctx);
    const owner = await signedIn(env().app, env().ctx);
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const listing = await f.property({ ownerId: owner.user.id, status: 'available', isFeatured: false });
    const hidden = await f.property({ ownerId: owner.user.id, status: 'pending' });
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();

    expect((await feature(listing.id, {}, { until })).statusCode).toBe(401);
    expect((await feature(listing.id, owner.headers, { until })).statusCode).toBe(403);
    expect((await feature(hidden.id, staff.headers, { until })).statusCode).toBe(400);
    expect((await feature(listing.id, staff.headers, { until: '2020-01-01T00:00:00Z' })).statusCode).toBe(
      400,
    );
    const res = await feature(listing.id, staff.headers, { until });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: listing.id, is_featured: true, featured_until: until });
    expect((await detail(listing.id)).is_featured).toBe(true);
    const [entry] = await auditOf(listing.id);
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      action: 'property.feature',
      before: { is_featured: false, featured_until: null },
      after: { is_featured: true, featured_until: until },
    });

    // The end date passes: the listing is no longer featured, and the log says so.
    expect(await endFeaturing(env().ctx, new Date(Date.now() + 6 * 86_400_000))).not.toContain(listing.id);
    expect(await endFeaturing(env().ctx, new Date(Date.now() + 8 * 86_400_000))).toContain(listing.id);
    expect((await detail(listing.id)).is_featured).toBe(false);
    expect((await auditOf(listing.id)).map((e) => e.action)).toEqual([
      'property.feature',
      'property.feature_end',
    ]);

    // Staff may end it at once too.
    await feature(listing.id, staff.headers, { until: null });
    const ended = await env().app.inject({
      method: 'POST',
      url: `/api/admin/properties/${listing.id}/unfeature/`,
      headers: staff.headers,
    });
    expect(ended.json()).toEqual({ id: listing.id, is_featured: false, featured_until: null });
  });
});
