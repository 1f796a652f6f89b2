import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { agentProfiles, auditLog, users } from '../../src/server/db/schema';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { moreFactories } from '../support/more-factories';

const FORBIDDEN = { detail: 'You do not have permission to perform this action.', code: 'permission_denied' };

describeWithDb('Admin: agent verification', (env) => {
  const post = (url: string, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'POST', url, headers, remoteAddress: '10.9.8.7' });
  const auditOf = (agentId: number) =>
    env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(agentId))))
      .orderBy(auditLog.id);

  it('refuses visitors (401), users and agents (403), whatever the id', async () => {
    const agent = await moreFactories(env().ctx).agent();
    const user = await signedIn(env().app, env().ctx);
    const otherAgent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    for (const action of ['verify', 'unverify']) {
      for (const id of [agent.id, 999_999, 'abc']) {
        const url = `/api/admin/agents/${id}/${action}/`;
        const visitor = await post(url);
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({
          detail: 'Authentication credentials were not provided.',
          code: 'not_authenticated',
        });
        for (const who of [user, otherAgent]) {
          const res = await post(url, who.headers);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual(FORBIDDEN);
        }
      }
    }
    const [row] = await env().ctx.database.db.select().from(users).where(eq(users.id, agent.id));
    expect(row!.isVerifiedAgent).toBe(false);
    expect(await auditOf(agent.id)).toEqual([]);
  });

  it('lets staff verify and unverify an agent, with an audit trail', async () => {
    const agent = await moreFactories(env().ctx).agent({ companyName: 'Sheger Homes' });
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });

    const verified = await post(`/api/admin/agents/${agent.id}/verify/`, staff.headers);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      id: agent.id,
      username: agent.username,
      full_name: agent.fullName,
      is_agent: true,
      is_verified_agent: true,
      verified_at: expect.any(String),
      verified_by: staff.user.id,
    });
    const [profile] = await env()
      .ctx.database.db.select()
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agent.id));
    expect(profile).toMatchObject({ verifiedById: staff.user.id, companyName: 'Sheger Homes' });
    expect(profile!.verifiedAt).toBeInstanceOf(Date);
    // The public profile shows the badge.
    const pub = await env().app.inject({ method: 'GET', url: `/api/users/agents/${agent.id}/` });
    expect(pub.json().is_verified_agent).toBe(true);

    // Verifying again changes nothing and writes nothing.
    expect((await post(`/api/admin/agents/${agent.id}/verify/`, staff.headers)).json()).toEqual(
      verified.json(),
    );

    const unverified = await post(`/api/admin/agents/${agent.id}/unverify/`, staff.headers);
    expect(unverified.json()).toMatchObject({
      is_verified_agent: false,
      verified_at: null,
      verified_by: null,
    });

    const audit = await auditOf(agent.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: staff.user.id,
      action: 'agent.verify',
      entityType: 'user',
      entityId: String(agent.id),
      before: { is_verified_agent: false, verified_at: null, verified_by: null },
      after: {
        is_verified_agent: true,
        verified_at: verified.json().verified_at,
        verified_by: staff.user.id,
      },
      ip: '10.9.8.7',
    });
    expect(audit[1]).toMatchObject({
      action: 'agent.unverify',
      before: { is_verified_agent: true, verified_by: staff.user.id },
      after: { is_verified_agent: false, verified_at: null, verified_by: null },
    });
  });

  it('answers 404 for users who are not agents and for unknown ids, 400 for bad ids', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const plain = await moreFactories(env().ctx).user();
    for (const id of [plain.id, 999_999, 99_999_999_999]) {
      const res = await post(`/api/admin/agents/${id}/verify/`, staff.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    const bad = await env().app.inject({
      method: 'POST',
      url: '/api/admin/agents/abc/verify/',
      headers: staff.headers,
      remoteAddress: randomIp(),
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await env().ctx.database.db.select().from(users).where(eq(users.id, plain.id));
    expect(row!.isVerifiedAgent).toBe(false);
  });
});

describeWithDb('Admin: verification shows at once through the public cache', (env) => {
  it('forgets cached public answers when a badge changes', async () => {
    const { ctx } = env();
    const config = loadConfig({
      DATA_DIR: ctx.config.dataDir,
      JWT_SECRET: ctx.config.jwtSecret,
      API_CACHE_SECONDS: '60',
    });
    const app = await buildApp({ ...ctx, config }, { logger: false });
    await app.ready();
    try {
      const agent = await moreFactories(ctx).agent();
      const staff = await signedIn(app, ctx, { isStaff: true });
      const url = `/api/users/agents/${agent.id}/`;
      expect((await app.inject({ method: 'GET', url })).json().is_verified_agent).toBe(false);
      expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
      await app.inject({
        method: 'POST',
        url: `/api/admin/agents/${agent.id}/verify/`,
        headers: staff.headers,
      });
      expect((await app.inject({ method: 'GET', url })).json().is_verified_agent).toBe(true);
    } finally {
      await app.close();
    }
  });
});
