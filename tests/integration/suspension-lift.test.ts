import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { auditLog, properties, users } from '../../src/server/db/schema';
import { runFreshness } from '../../src/server/features/freshness/job';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;

/** Lifting a suspension (decision 055): the account opens and its hidden listings come back as they were. */
describeWithDb('Lifting a suspension', (env) => {
  afterEach(() => {
    env().ctx.clock = undefined;
  });
  let address = 0;
  const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    env().app.inject({ method, url, headers, payload, remoteAddress: `10.66.0.${++address % 250}` });
  const unsuspend = (id: number, headers: Record<string, string> = {}) =>
    api('POST', `/api/admin/users/${id}/unsuspend/`, headers);
  const publicIds = async () =>
    (await api('GET', '/api/properties/properties/?page_size=100'))
      .json()
      .results.map((r: { id: number }) => r.id);
  const markerIds = async () =>
    (await api('GET', '/api/properties/map-markers/')).json().results.map((m: { id: number }) => m.id);
  const rows = async (ids: number[]) =>
    new Map(
      (await env().ctx.database.db.select().from(properties).where(inArray(properties.id, ids))).map((r) => [
        r.id,
        r,
      ]),
    );

  /** An agent with listings in each state, suspended from the Reports queue. */
  async function suspendedAgent(lastConfirmedAt = new Date()) {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const f = factories(env().ctx);
    const agent = await f.user({ isAgent: true, fullName: 'Selam Girma' });
    const mine = {
      ownerId: agent.id,
      agentId: agent.id,
      listingType: 'rent' as const,
      latitude: 9.0,
      longitude: 38.78,
      lastConfirmedAt,
    };
    const l = {
      reported: await f.property({ ...mine, status: 'available' }),
      available: await f.property({ ...mine, status: 'available' }),
      rented: await f.property({ ...mine, status: 'rented' }),
      draft: await f.property({ ...mine, status: 'unavailable' }),
    };
    await api('POST', `/api/properties/properties/${l.reported.id}/report/`, {}, { reason: 'fake_photos' });
    const decided = await api('POST', `/api/admin/reports/${l.reported.id}/decide/`, staff.headers, {
      decision: 'suspend',
      reason: 'Photos taken from another site.',
    });
    expect(decided.statusCode).toBe(200);
    return { staff, agent, l };
  }

  it('only staff lift a suspension; an unknown account is 404', async () => {
    const { agent } = await suspendedAgent();
    const someone = await signedIn(env().app, env().ctx);
    expect((await unsuspend(agent.id)).statusCode).toBe(401);
    expect((await unsuspend(agent.id, someone.headers)).statusCode).toBe(403);
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    expect((await unsuspend(999_999, staff.headers)).statusCode).toBe(404);
    const [row] = await env().ctx.database.db.select().from(users).where(eq(users.id, agent.id));
    expect(row?.isActive).toBe(false);
  });

  it('opens the account and gives each hidden listing back its status, on every public surface, audited', async () => {
    const { staff, agent, l } = await suspendedAgent();
    expect(await publicIds()).not.toContain(l.available.id);
    expect(await markerIds()).not.toContain(l.available.id);

    const res = await unsuspend(agent.id, staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: agent.id,
      is_active: true,
      listings_restored: [
        { id: l.available.id, status: 'available' },
        { id: l.rented.id, status: 'rented' },
      ].sort((a, b) => a.id - b.id),
    });
    const after = await rows(Object.values(l).map((p) => p.id));
    expect(after.get(l.available.id)).toMatchObject({ status: 'available', heldStatus: null });
    expect(after.get(l.rented.id)).toMatchObject({ status: 'rented', heldStatus: null });
    expect(after.get(l.draft.id)).toMatchObject({ status: 'unavailable', heldStatus: null });
    // The reported listing was taken down by the decision itself: it stays with the owner to fix.
    expect(after.get(l.reported.id)).toMatchObject({ status: 'pending', reviewState: 'rejected' });
    const [account] = await env().ctx.database.db.select().from(users).where(eq(users.id, agent.id));
    expect(account?.isActive).toBe(true);

    expect(await publicIds()).toContain(l.available.id);
    expect(await markerIds()).toContain(l.available.id);
    for (const p of [l.available, l.rented])
      expect((await api('GET', `/api/properties/properties/${p.id}/`)).statusCode).toBe(200);
    expect((await api('GET', `/api/users/agents/${agent.id}/properties/`)).json().results.length).toBe(2);

    const [entry] = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.unsuspend'), eq(auditLog.entityId, String(agent.id))));
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      entityType: 'user',
      before: { is_active: false },
      after: { is_active: true, listings_restored: [l.available.id, l.rented.id].sort((a, b) => a - b) },
    });

    // Lifted once: asking again is a clear 400 and writes nothing.
    const again = await unsuspend(agent.id, staff.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: 'This account is not suspended.' });
    const entries = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.unsuspend'), eq(auditLog.entityId, String(agent.id))));
    expect(entries).toHaveLength(1);
  });

  it('a listing of two publishers stays hidden while the other one is still suspended', async () => {
    const { staff, agent, l } = await suspendedAgent();
    // An owner's listing published by the agent, hidden with the agent; then the owner is suspended too.
    const f = factories(env().ctx);
    const owner = await f.user();
    const shared = await f.property({
      ownerId: owner.id,
      agentId: agent.id,
      status: 'suspended',
      heldStatus: 'sold',
    });
    await env().ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
    expect((await unsuspend(agent.id, staff.headers)).statusCode).toBe(200);
    const after = await rows([shared.id, l.available.id]);
    expect(after.get(shared.id)).toMatchObject({ status: 'suspended', heldStatus: 'sold' });
    expect(after.get(l.available.id)?.status).toBe('available');
    const lifted = await unsuspend(owner.id, staff.headers);
    expect(lifted.json().listings_restored).toEqual([{ id: shared.id, status: 'sold' }]);
  });

  it('a listing restored as available after its freshness period expires at the next pass', async () => {
    const t0 = Date.now();
    const { staff, agent, l } = await suspendedAgent(new Date(t0));
    // 40 days suspended: a rental's 30 days ran out meanwhile, and the pass left it alone.
    env().ctx.clock = () => new Date(t0 + 40 * DAY);
    expect((await runFreshness(env().ctx)).expired).not.toContain(l.available.id);
    expect((await unsuspend(agent.id, staff.headers)).statusCode).toBe(200);
    expect((await runFreshness(env().ctx)).expired).toContain(l.available.id);
    expect((await rows([l.available.id])).get(l.available.id)?.status).toBe('expired');
    expect(await publicIds()).not.toContain(l.available.id);
  });
});
