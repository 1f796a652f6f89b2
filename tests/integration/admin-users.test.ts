import { expect, it } from 'vitest';
import { createStaff } from '../../src/server/cli/accounts';
import { auditLog } from '../../src/server/db/schema';
import { signedIn, signIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { moreFactories } from '../support/more-factories';

describeWithDb('Admin: users, agent listings and the audit log', (env) => {
  const get = (url: string, headers: Record<string, string>) =>
    env().app.inject({ method: 'GET', url, headers });

  it('searches users by name, e-mail, company or id, by role', async () => {
    const f = moreFactories(env().ctx);
    const s = await signedIn(env().app, env().ctx, { isStaff: true });
    const agent = await f.agent({
      fullName: 'Hirut Bekele',
      companyName: 'Entoto Realty',
      licenseNumber: 'AA/123',
    });
    const verified = await f.agent({ fullName: 'Hirut Alemu', isVerifiedAgent: true });
    const plain = await f.user({ fullName: 'Hirut Tadesse' });

    const agents = (await get('/api/admin/users/?search=hirut', s.headers)).json();
    expect(agents.results.map((u: { id: number }) => u.id).sort()).toEqual([agent.id, verified.id].sort());
    const everyone = (await get('/api/admin/users/?search=HIRUT&role=all', s.headers)).json();
    expect(everyone.count).toBe(3);
    const unverified = (await get('/api/admin/users/?search=hirut&role=unverified', s.headers)).json();
    expect(unverified.results).toEqual([
      expect.objectContaining({
        id: agent.id,
        company_name: 'Entoto Realty',
        agent_license_number: 'AA/123',
        is_verified_agent: false,
        listings_count: 0,
      }),
    ]);
    expect(unverified.results[0]).not.toHaveProperty('password_hash');
    expect((await get('/api/admin/users/?search=entoto', s.headers)).json().count).toBe(1);
    expect((await get(`/api/admin/users/?search=${plain.id}&role=all`, s.headers)).json().results[0].id).toBe(
      plain.id,
    );
    // LIKE wildcards are text, not patterns.
    expect((await get('/api/admin/users/?search=%25&role=all', s.headers)).json().count).toBe(0);
    expect((await get('/api/admin/users/?role=boss', s.headers)).statusCode).toBe(400);
    const one = await get(`/api/admin/users/${verified.id}/`, s.headers);
    expect(one.json()).toMatchObject({ id: verified.id, is_verified_agent: true });
    expect((await get('/api/admin/users/999999/', s.headers)).statusCode).toBe(404);
  });

  it('shows every listing of an agent, whatever its state', async () => {
    const f = moreFactories(env().ctx);
    const s = await signedIn(env().app, env().ctx, { isStaff: true });
    const agent = await f.agent();
    const live = await f.property({ agentId: agent.id, title: 'Live flat', status: 'available' });
    const waiting = await f.property({ agentId: agent.id, title: 'Waiting flat', status: 'pending' });
    const own = await f.property({ ownerId: agent.id, title: 'Own house', status: 'sold' });
    await f.property({ title: 'Someone else’s' });
    const all = (await get(`/api/admin/agents/${agent.id}/listings/`, s.headers)).json();
    expect(all.count).toBe(3);
    expect(all.results.map((l: { id: number }) => l.id).sort()).toEqual([live.id, waiting.id, own.id].sort());
    expect(all.results.find((l: { id: number }) => l.id === waiting.id)).toMatchObject({
      status: 'pending',
      title: 'Waiting flat',
      city: expect.any(String),
    });
    const pending = (await get(`/api/admin/agents/${agent.id}/listings/?status=pending`, s.headers)).json();
    expect(pending.results.map((l: { id: number }) => l.id)).toEqual([waiting.id]);
    expect((await get(`/api/admin/users/${agent.id}/`, s.headers)).json().listings_count).toBe(3);
    expect((await get('/api/admin/agents/999999/listings/', s.headers)).statusCode).toBe(404);
  });

  it('reads the audit log newest first, filtered by entity and actor, page by page', async () => {
    const { app, ctx } = env();
    const f = moreFactories(ctx);
    const s = await signedIn(app, ctx, { isStaff: true });
    const other = await signedIn(app, ctx, { isStaff: true });
    const a1 = await f.agent();
    const a2 = await f.agent();
    const post = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url, headers, remoteAddress: '10.7.7.7' });
    await post(`/api/admin/agents/${a1.id}/verify/`, s.headers);
    await post(`/api/admin/agents/${a2.id}/verify/`, other.headers);
    await post(`/api/admin/agents/${a1.id}/unverify/`, s.headers);

    const byEntity = (await get(`/api/admin/audit/?entity_type=user&entity_id=${a1.id}`, s.headers)).json();
    expect(byEntity.count).toBe(2);
    expect(byEntity.results.map((e: { action: string }) => e.action)).toEqual([
      'agent.unverify',
      'agent.verify',
    ]);
    expect(byEntity.results[1]).toMatchObject({
      actor: { id: s.user.id, username: s.user.username, full_name: s.user.fullName },
      entity_type: 'user',
      entity_id: String(a1.id),
      before: { is_verified_agent: false },
      after: { is_verified_agent: true },
      ip: '10.7.7.7',
      created_at: expect.any(String),
    });
    const byActor = (
      await get(`/api/admin/audit/?actor=${other.user.username.toUpperCase()}`, s.headers)
    ).json();
    expect(byActor.results.map((e: { entity_id: string }) => e.entity_id)).toEqual([String(a2.id)]);
    expect((await get(`/api/admin/audit/?actor=${other.user.id}`, s.headers)).json().count).toBe(1);

    const page1 = (await get('/api/admin/audit/?page_size=2', s.headers)).json();
    expect(page1.results).toHaveLength(2);
    expect(page1.next).toContain('page=2');
    const page2 = (await get('/api/admin/audit/?page_size=2&page=2', s.headers)).json();
    expect(page2.results[0].id).toBeLessThan(page1.results[1].id);
    expect((await get('/api/admin/audit/?page=999', s.headers)).statusCode).toBe(404);
  });

  it('create-staff makes the first staff user, who can sign in and use the console', async () => {
    const { app, ctx } = env();
    const user = await createStaff(ctx, { email: 'first.staff@sefer.example.et', password: 'Merkato-2026!' });
    expect(user).toMatchObject({ isStaff: true, username: 'first.staff' });
    const tokens = await signIn(app, 'first.staff@sefer.example.et', 'Merkato-2026!');
    const res = await get('/api/admin/users/?role=staff', { authorization: `Bearer ${tokens.access}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((u: { id: number }) => u.id)).toContain(user.id);
    // Run again for an existing account: it is promoted, and its password set.
    const promoted = await createStaff(ctx, {
      email: 'FIRST.staff@sefer.example.et',
      password: 'Another-pass-1',
    });
    expect(promoted.id).toBe(user.id);
    await signIn(app, 'first.staff', 'Another-pass-1');
    await expect(createStaff(ctx, { email: 'nope', password: 'Another-pass-1' })).rejects.toThrow(
      'Enter a valid email address.',
    );
    await expect(createStaff(ctx, { email: 'a@b.et', password: 'short' })).rejects.toThrow(/at least 8/);
    expect(await ctx.database.db.$count(auditLog)).toBeGreaterThanOrEqual(2);
  });
});
