import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/features/auth/tokens';
import { accountWithPassword, bearer, randomIp, signedIn, signIn, TEST_PASSWORD } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

const SIGN_IN_FAILED = {
  detail: 'No active account found with the given credentials',
  code: 'no_active_account',
};
const ACCESS_INVALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const REFRESH_INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!');

describeWithDb('Auth: sign-in, tokens and the auth plugin', (env) => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const me = (headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'GET', url: '/api/auth/users/me/', headers });
  const refresh = (token: string) => post('/api/auth/jwt/refresh/', { refresh: token });
  const familyRows = async (familyId: string) =>
    env().ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));

  describe('sign-in', () => {
    it('signs in by username, by e-mail and by e-mail in the username field, case-insensitively', async () => {
      const user = await accountWithPassword(env().ctx, { username: 'Abebe_K', email: 'Abebe.K@Example.et' });
      for (const payload of [
        { username: 'abebe_k' },
        { email: 'abebe.k@example.ET' },
        { username: 'ABEBE.K@example.et' },
      ]) {
        const res = await post('/api/auth/jwt/create/', { ...payload, password: TEST_PASSWORD });
        expect(res.statusCode, JSON.stringify(payload)).toBe(200);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
        expect((await me(bearer(body.access))).json()).toMatchObject({ id: user.id, username: 'Abebe_K' });
      }
      const [row] = await env().ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.lastLogin).toBeInstanceOf(Date);
      expect(Date.now() - row!.lastLogin!.getTime()).toBeLessThan(60_000);
    });

    it('answers every failure identically: unknown account, wrong password, inactive, no password', async () => {
      const f = factories(env().ctx);
      const active = await accountWithPassword(env().ctx);
      const inactive = await accountWithPassword(env().ctx, { isActive: false });
      const social = await f.user();
      const attempts = [
        { username: 'nobody-here', password: TEST_PASSWORD },
        { email: 'nobody@example.et', password: TEST_PASSWORD },
        { username: active.username, password: 'wrong-password' },
        { username: inactive.username, password: TEST_PASSWORD },
        { username: social.username, password: TEST_PASSWORD },
      ];
      for (const payload of attempts) {
        const res = await post('/api/auth/jwt/create/', payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(SIGN_IN_FAILED);
      }
      const blank = await post('/api/auth/jwt/create/', { password: 'x' });
      expect(blank.statusCode).toBe(400);
      expect(fieldErrorsOf(blank)).toEqual({ username: ['This field is required.'] });
    });

    it('issues an HS256 access token for 15 minutes with sub, fam, typ, iat and exp', async () => {
      const { user, tokens } = await signedIn(env().app, env().ctx);
      expect(decodeProtectedHeader(tokens.access)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      const claims = decodeJwt(tokens.access);
      expect(claims).toMatchObject({ sub: String(user.id), typ: 'access' });
      expect(claims.fam).toMatch(/^[0-9a-f-]{36}$/);
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
      // The refresh token is opaque and stored only as its hash, with the family's 30-day end.
      expect(tokens.refresh).toMatch(/^[\w-]{43}$/);
      const rows = await familyRows(claims.fam as string);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(tokens.refresh));
      expect(rows[0]!.tokenHash).not.toContain(tokens.refresh);
      const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });
  });

  describe('the auth plugin', () => {
    it('identifies the bearer, treats no header as a visitor and ignores other schemes', async () => {
      const { user, headers } = await signedIn(env().app, env().ctx);
      expect((await me(headers)).json().id).toBe(user.id);
      for (const h of [{}, { authorization: 'Basic dXNlcjpwYXNz' }] as Record<string, string>[]) {
        const res = await me(h);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          detail: 'Authentication credentials were not provided.',
          code: 'not_authenticated',
        });
      }
      // Public endpoints stay public with a valid token.
      expect((await env().app.inject({ method: 'GET', url: '/api/health/', headers })).statusCode).toBe(200);
    });

    it('refuses alg none, HS512, a wrong key, expired or incomplete tokens and garbage with 401 token_not_valid', async () => {
      const { user, tokens } = await signedIn(env().app, env().ctx);
      const { fam } = decodeJwt(tokens.access);
      const claims = { fam, typ: 'access' };
      const now = Math.floor(Date.now() / 1000);
      const sign = (alg: string, key: Uint8Array, exp = now + 600) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg })
          .setSubject(String(user.id))
          .setIssuedAt()
          .setExpirationTime(exp)
          .sign(key);
      const forged = [
        new UnsecuredJWT(claims).setSubject(String(user.id)).setIssuedAt().setExpirationTime('10m').encode(),
        await sign('HS512', SECRET),
        await sign('HS256', new TextEncoder().encode('another-secret-another-secret-another!')),
        await sign('HS256', SECRET, now - 5),
        // Correctly signed, but without an expiry, or not an access token.
        await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setIssuedAt()
          .sign(SECRET),
        await new SignJWT({ fam, typ: 'refresh' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(SECRET),
        'not-a-jwt',
        `${tokens.access}x`,
      ];
      // The same claims correctly signed pass: each refusal is about the signature or the expiry.
      expect((await me(bearer(await sign('HS256', SECRET)))).statusCode).toBe(200);
      for (const token of forged) {
        const res = await me(bearer(token));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(ACCESS_INVALID);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
      }
      // Also on public endpoints: the client relies on the 401 to refresh.
      const pub = await env().app.inject({
        method: 'GET',
        url: '/api/locations/regions/',
        headers: bearer('not-a-jwt'),
      });
      expect(pub.statusCode).toBe(401);
      const refreshAsAccess = await me(bearer(tokens.refresh));
      expect(refreshAsAccess.json()).toEqual(ACCESS_INVALID);
    });

    it('refuses tokens of a deactivated user and of a signed-out session', async () => {
      const a = await signedIn(env().app, env().ctx);
      await env().ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, a.user.id));
      expect((await me(a.headers)).json()).toEqual(ACCESS_INVALID);

      const b = await signedIn(env().app, env().ctx);
      expect((await post('/api/auth/logout/', { refresh: b.tokens.refresh })).statusCode).toBe(204);
      expect((await me(b.headers)).json()).toEqual(ACCESS_INVALID);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair, the presented token spent, the family and its end unchanged', async () => {
      const { tokens } = await signedIn(env().app, env().ctx);
      const fam = decodeJwt(tokens.access).fam as string;
      const res = await refresh(tokens.refresh);
      expect(res.statusCode).toBe(200);
      const next = res.json();
      expect(next.refresh).not.toBe(tokens.refresh);
      expect(decodeJwt(next.access).fam).toBe(fam);
      expect((await me(bearer(next.access))).statusCode).toBe(200);
      const rows = await familyRows(fam);
      expect(rows).toHaveLength(2);
      const [first, second] = rows.sort((x, y) => x.id - y.id);
      expect(first!.spentAt).toBeInstanceOf(Date);
      expect(second!.spentAt).toBeNull();
      expect(second!.expiresAt.getTime()).toBe(first!.expiresAt.getTime());
    });

    it('revokes the whole family when a spent token is presented again', async () => {
      const { tokens } = await signedIn(env().app, env().ctx);
      const next = (await refresh(tokens.refresh)).json();
      const reuse = await refresh(tokens.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual(REFRESH_INVALID);
      // The legitimate holder's newer tokens die with it.
      expect((await refresh(next.refresh)).json()).toEqual(REFRESH_INVALID);
      expect((await me(bearer(next.access))).json()).toEqual(ACCESS_INVALID);
      const rows = await familyRows(decodeJwt(tokens.access).fam as string);
      expect(rows.every((r) => r.revokedAt instanceof Date)).toBe(true);
    });

    it('lets only one of two concurrent refreshes of one token succeed', async () => {
      const { tokens } = await signedIn(env().app, env().ctx);
      const results = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 401]);
      const rows = await familyRows(decodeJwt(tokens.access).fam as string);
      // One successor at most was issued.
      expect(rows.length).toBeLessThanOrEqual(2);
    });

    it('refuses a token past the family’s absolute end, unknown tokens and bad bodies', async () => {
      const { tokens } = await signedIn(env().app, env().ctx);
      await env()
        .ctx.database.db.update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
      expect((await refresh(tokens.refresh)).json()).toEqual(REFRESH_INVALID);
      expect((await refresh('unknown-token')).json()).toEqual(REFRESH_INVALID);
      const missing = await post('/api/auth/jwt/refresh/', {});
      expect(missing.statusCode).toBe(400);
      expect(fieldErrorsOf(missing)).toEqual({ refresh: ['This field is required.'] });
    });

    it('refuses the refresh token of a deactivated user', async () => {
      const { user, tokens } = await signedIn(env().app, env().ctx);
      await env().ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await refresh(tokens.refresh)).json()).toEqual(REFRESH_INVALID);
    });
  });

  describe('logout', () => {
    it('revokes the family (204) and answers 204 for unknown tokens too', async () => {
      const { tokens } = await signedIn(env().app, env().ctx);
      const next = (await refresh(tokens.refresh)).json();
      const out = await post('/api/auth/logout/', { refresh: next.refresh });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      expect((await refresh(next.refresh)).json()).toEqual(REFRESH_INVALID);
      expect((await post('/api/auth/logout/', { refresh: 'never-issued' })).statusCode).toBe(204);
    });

    it('keeps other sign-ins of the same user', async () => {
      const user = await accountWithPassword(env().ctx);
      const phone = await signIn(env().app, user.username);
      const laptop = await signIn(env().app, user.username);
      await post('/api/auth/logout/', { refresh: phone.refresh });
      expect((await me(bearer(laptop.access))).statusCode).toBe(200);
      expect((await refresh(laptop.refresh)).statusCode).toBe(200);
    });
  });
});
