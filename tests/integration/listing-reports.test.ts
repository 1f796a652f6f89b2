import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, properties, users } from '../../src/server/db/schema';
import { decodeMail, eventually, outbox, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

/** Reports of listings (decision 037): limits, the threshold that hides, staff decisions. */
describeWithDb('Listing reports', (env) => {
  let address = 0;
  /** A new visitor's address each call, unless one is given. */
  const report = (
    id: number,
    payload: object,
    opts: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    env().app.inject({
      method: 'POST',
      url: `/api/properties/properties/${id}/report/`,
      payload,
      headers: opts.headers ?? {},
      remoteAddress: opts.ip ?? `10.77.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const staffDecides = async (id: number, payload: object, headers: Record<string, string>) =>
    env().app.inject({ method: 'POST', url: `/api/admin/reports/${id}/decide/`, payload, headers });
  const publicIds = async () =>
    (await env().app.inject({ method: 'GET', url: '/api/properties/properties/?page_size=100' }))
      .json()
      .results.map((r: { id: number }) => r.id);
  const mailsTo = (to: string) =>
    outbox(env().ctx)
      .map((m) => decodeMail(m.text))
      .filter((m) => m.includes(`To: ${to}`));

  async function listing() {
    const f = factories(env().ctx);
    const owner = await f.user({ fullName: 'Dawit Haile' });
    return {
      owner,
      listing: await f.property({ ownerId: owner.id, status: 'available', title: 'Flat in Kazanchis' }),
    };
  }

  it('checks the reason and asks for words with "other"', async () => {
    const { listing: l } = await listing();
    expect((await report(l.id, { reason: 'nonsense' })).statusCode).toBe(400);
    const other = await report(l.id, { reason: 'other', message: '  ' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toHaveProperty('message');
    expect(
      (await report(l.id, { reason: 'other', message: 'Asked me for 5,000 birr by Telebirr.' })).statusCode,
    ).toBe(201);
    expect((await report(999_999, { reason: 'duplicate' })).statusCode).toBe(404);
  });

  it('three different addresses hide it until staff decide; one address cannot, however many accounts', async () => {
    const { listing: l } = await listing();
    const ip = '10.88.0.1';
    // One address: anonymous, then two accounts. Still one voice.
    expect((await report(l.id, { reason: 'fake_photos' }, { ip })).statusCode).toBe(201);
    expect((await report(l.id, { reason: 'fake_photos' }, { ip })).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) {
      const someone = await signedIn(env().app, env().ctx);
      expect((await report(l.id, { reason: 'duplicate' }, { ip, headers: someone.headers })).statusCode).toBe(
        201,
      );
    }
    expect(await publicIds()).toContain(l.id);

    await report(l.id, { reason: 'payment_before_viewing' });
    expect(await publicIds()).toContain(l.id);
    await report(l.id, { reason: 'rented_or_sold' });
    expect(await publicIds()).not.toContain(l.id);
    expect(
      (await env().app.inject({ method: 'GET', url: `/api/properties/properties/${l.id}/` })).statusCode,
    ).toBe(404);
    const [hidden] = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.hide_reported'), eq(auditLog.entityId, String(l.id))));
    expect(hidden).toBeDefined();
  });

  it('limits reports per address per day', async () => {
    const { listing: l } = await listing();
    const ip = '10.99.0.1';
    const limit = env().ctx.config.reports.perAddressPerDay;
    for (let i = 0; i < limit; i++)
      expect((await report(l.id, { reason: 'offensive' }, { ip })).statusCode).toBe(201);
    expect((await report(l.id, { reason: 'offensive' }, { ip })).statusCode).toBe(429);
  });

  it('staff see the queue and dismiss: the listing returns, reporters are told', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const reporter = await signedIn(env().app, env().ctx);
    const { listing: l, owner } = await listing();
    await report(
      l.id,
      { reason: 'wrong_price_or_place', message: 'It is in Bole, not Kazanchis.' },
      { headers: reporter.headers },
    );
    await report(l.id, { reason: 'wrong_price_or_place' });
    await report(l.id, { reason: 'duplicate' });

    const nobody = await signedIn(env().app, env().ctx);
    expect(
      (await env().app.inject({ method: 'GET', url: '/api/admin/reports/', headers: nobody.headers }))
        .statusCode,
    ).toBe(403);
    const queue = (
      await env().app.inject({ method: 'GET', url: '/api/admin/reports/', headers: staff.headers })
    ).json();
    const item = queue.results.find((r: { id: number }) => r.id === l.id);
    expect(item).toMatchObject({
      status: 'reported',
      reports: 3,
      reasons: [
        { reason: 'wrong_price_or_place', count: 2 },
        { reason: 'duplicate', count: 1 },
      ],
      messages: [{ reason: 'wrong_price_or_place', message: 'It is in Bole, not Kazanchis.' }],
      publisher: { id: owner.id, listings: 1, upheld_reports: 0 },
    });

    const res = await staffDecides(l.id, { decision: 'dismiss' }, staff.headers);
    expect(res.json()).toMatchObject({ decision: 'dismiss', status: 'available', reports_closed: 3 });
    expect(await publicIds()).toContain(l.id);
    expect(
      await eventually(() =>
        mailsTo(reporter.user.email).find((m) => m.includes('found the listing in order')),
      ),
    ).toBeDefined();
    expect((await staffDecides(l.id, { decision: 'dismiss' }, staff.headers)).statusCode).toBe(404);
  });

  it('take down: the publisher reads why, the reporter learns it; suspend closes the account', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const reporter = await signedIn(env().app, env().ctx);
    const { listing: l, owner } = await listing();
    await report(l.id, { reason: 'payment_before_viewing' }, { headers: reporter.headers });
    expect((await staffDecides(l.id, { decision: 'take_down' }, staff.headers)).statusCode).toBe(400);
    const res = await staffDecides(
      l.id,
      { decision: 'take_down', reason: 'Asking for a viewing fee is not allowed.' },
      staff.headers,
    );
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect(await publicIds()).not.toContain(l.id);
    expect(
      await eventually(() =>
        mailsTo(owner.email).find((m) => m.includes('Asking for a viewing fee is not allowed.')),
      ),
    ).toBeDefined();
    expect(
      await eventually(() =>
        mailsTo(reporter.user.email).find((m) => m.includes('took the listing off Sefer')),
      ),
    ).toBeDefined();
    const [entry] = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.report_take_down'), eq(auditLog.entityId, String(l.id))));
    expect(entry?.actorId).toBe(staff.user.id);

    const second = await listing();
    await report(second.listing.id, { reason: 'fake_photos' });
    const suspended = await staffDecides(
      second.listing.id,
      { decision: 'suspend', reason: 'Photos taken from another site.' },
      staff.headers,
    );
    expect(suspended.statusCode).toBe(200);
    const [user] = await env().ctx.database.db.select().from(users).where(eq(users.id, second.owner.id));
    expect(user?.isActive).toBe(false);
    const audit = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.suspend'));
    expect(audit.map((a) => a.entityId)).toContain(String(second.owner.id));
  });

  it('suspending a publisher takes their other public listings off every public surface, keeping each status', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const f = factories(env().ctx);
    const agent = await f.user({ isAgent: true, fullName: 'Selam Girma' });
    const reported = await f.property({ ownerId: agent.id, agentId: agent.id, status: 'available' });
    const other = await f.property({ ownerId: agent.id, agentId: agent.id, status: 'available' });
    const sold = await f.property({ ownerId: agent.id, agentId: agent.id, status: 'sold' });
    const draft = await f.property({ ownerId: agent.id, agentId: agent.id, status: 'unavailable' });
    const bystander = await f.property({ status: 'available' });
    const get = (url: string) => env().app.inject({ method: 'GET', url });
    expect((await get(`/api/properties/properties/${sold.id}/`)).statusCode).toBe(200);

    await report(reported.id, { reason: 'fake_photos' });
    const res = await staffDecides(reported.id, { decision: 'suspend', reason: 'A scam.' }, staff.headers);
    expect(res.statusCode).toBe(200);

    const ids = await publicIds();
    expect(ids).not.toContain(other.id);
    expect(ids).toContain(bystander.id);
    // Sold and rented listings are public too (detail, the agent's page): gone as well.
    for (const l of [other, sold])
      expect((await get(`/api/properties/properties/${l.id}/`)).statusCode).toBe(404);
    expect((await get(`/api/users/agents/${agent.id}/properties/`)).json().results ?? []).toEqual([]);
    const stored = await env()
      .ctx.database.db.select()
      .from(properties)
      .where(inArray(properties.id, [other.id, sold.id, draft.id]));
    const byId = new Map(stored.map((r) => [r.id, r]));
    // Each keeps what it was, for a lifted suspension; a private listing is left as it is.
    expect(byId.get(other.id)).toMatchObject({ status: 'suspended', heldStatus: 'available' });
    expect(byId.get(sold.id)).toMatchObject({ status: 'suspended', heldStatus: 'sold' });
    expect(byId.get(draft.id)).toMatchObject({ status: 'unavailable', heldStatus: null });
    const [entry] = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.suspend'), eq(auditLog.entityId, String(agent.id))));
    expect((entry!.after as { listings_hidden: number[] }).listings_hidden.sort()).toEqual(
      [other.id, sold.id].sort(),
    );
  });
});
