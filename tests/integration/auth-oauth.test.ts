import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { userIdentities, users } from '../../src/server/db/schema';
import { accountWithPassword, randomIp } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import {
  OIDC_CLIENT_ID as CLIENT_ID,
  newPerson,
  type SocialSignIn,
  startSocialSignIn,
} from '../support/oidc';

const STATE_MISMATCH = { detail: 'OAuth state mismatch; start the sign-in again.', code: 'validation_error' };

describeWithDb('Auth: social sign-in (OAuth 2.0 / OpenID Connect)', (env) => {
  let social: SocialSignIn;
  let ctx: AppContext;

  beforeAll(async () => {
    social = await startSocialSignIn(env());
    ctx = social.ctx;
  });
  afterAll(async () => {
    await social?.close();
  });

  const start = (name?: string) => social.start(name);
  const authorize = (location: URL) => social.authorize(location);
  const callback = (body: object, cookie?: string, name?: string) => social.callback(body, cookie, name);
  const socialSignIn = (who: Parameters<SocialSignIn['socialSignIn']>[0], name?: string) =>
    social.socialSignIn(who, name);
  const me = (access: string) => social.me(access);

  it('lists the configured providers only', async () => {
    const res = await social.app.inject({ method: 'GET', url: '/api/users/auth/providers/' });
    expect(res.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'facebook', name: 'Facebook' },
      ],
    });
    // The default application has none configured.
    const none = await env().app.inject({ method: 'GET', url: '/api/users/auth/providers/' });
    expect(none.json()).toEqual({ providers: [] });
  });

  it('signs a new person up through the whole flow and answers tokens that work', async () => {
    const who = newPerson();
    social.setPerson(who);
    const { location, cookie, header } = await start();
    // The redirect: the provider's authorize endpoint with state and an S256 PKCE challenge.
    expect(`${location.origin}${location.pathname}`).toBe(`${social.provider.issuer.url}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // The state cookie: short-lived, httpOnly, SameSite=Lax, only for these API paths, signed.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users/auth/', maxAge: 600 });
    const [payload] = cookie.value.split('.');
    const saved = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(saved.s).toBe(params.state);
    expect(createHash('sha256').update(saved.v).digest('base64url')).toBe(params.code_challenge);

    const { back, code, state } = await authorize(location);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/auth/google/callback');
    expect(state).toBe(params.state);
    const res = await callback({ code, state }, header);
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);
    // Single use: the answer clears the state cookie.
    expect(res.cookies.find((c) => c.name === 'sefer_oauth')?.value).toBe('');

    const user = await me(tokens.access);
    expect(user).toMatchObject({
      username: who.email!.split('@')[0],
      email: who.email,
      full_name: 'Almaz Bekele',
      is_agent: false,
      is_staff: false,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ passwordHash: null, emailVerified: true });
    const links = await ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(links).toMatchObject([{ provider: 'google', subject: who.sub, email: who.email }]);
    // The refresh token works like any other.
    const refreshed = await social.app.inject({
      method: 'POST',
      url: '/api/auth/jwt/refresh/',
      payload: { refresh: tokens.refresh },
      remoteAddress: randomIp(),
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs a returning person in as the linked user, even after an e-mail change at the provider', async () => {
    const who = newPerson();
    const first = await me((await socialSignIn(who)).json().access);
    const again = await socialSignIn({ ...who, email: `changed.${who.email}`, name: 'Almaz B.' });
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().access)).id).toBe(first.id);
    const links = await ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, who.sub));
    expect(links).toHaveLength(1);
  });

  it('links an existing account only when the provider has verified the e-mail and the account has confirmed it', async () => {
    const t = randomBytes(4).toString('hex');
    const existing = await accountWithPassword(ctx, {
      email: `Kidist.${t}@example.et`,
      emailVerified: true,
    });

    const unverified = await socialSignIn(
      newPerson({ email: `kidist.${t}@EXAMPLE.et`, email_verified: false }),
    );
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json()).toEqual({
      detail: 'An account with this e-mail address already exists. Sign in with your password to continue.',
      code: 'email_in_use',
    });
    expect(
      await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, existing.id)),
    ).toEqual([]);

    const verified = await socialSignIn(newPerson({ email: `kidist.${t}@example.et`, email_verified: true }));
    expect(verified.statusCode).toBe(200);
    expect((await me(verified.json().access)).id).toBe(existing.id);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ emailVerified: true, passwordHash: existing.passwordHash });
  });

  it('never links an account whose e-mail is not confirmed, and says what to do', async () => {
    const t = randomBytes(4).toString('hex');
    const unconfirmed = await accountWithPassword(ctx, {
      email: `Abel.${t}@example.et`,
      emailVerified: false,
    });
    const res = await socialSignIn(newPerson({ email: `abel.${t}@example.et`, email_verified: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'An account with this e-mail address exists, but its address has not been confirmed, so it cannot be opened with a social sign-in. If it is yours, sign in with its password and confirm the address from your profile; if it is not, use "Forgot password" to take the address back.',
      code: 'email_not_confirmed',
    });
    expect(
      await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, unconfirmed.id)),
    ).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, unconfirmed.id));
    expect(row!.emailVerified).toBe(false);
  });

  it('makes a unique username when the e-mail’s name is taken', async () => {
    const t = randomBytes(3).toString('hex');
    await factories(ctx).user({ username: `yonas${t}` });
    const res = await socialSignIn(newPerson({ email: `yonas${t}@mail.example`, email_verified: false }));
    expect(res.statusCode).toBe(200);
    const user = await me(res.json().access);
    expect(user.username).toMatch(new RegExp(`^yonas${t}\\d{4}$`));
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(false);
  });

  it('refuses a callback whose state does not match the browser’s cookie', async () => {
    social.setPerson(newPerson());
    const { location, header, cookie } = await start();
    const { code, state } = await authorize(location);
    const other = await start();
    const tampered = `sefer_oauth=${cookie.value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    for (const [body, cookieHeader] of [
      [{ code, state: `${state}x` }, header], // forged state
      [{ code, state }, undefined], // another browser: no cookie
      [{ code, state }, other.header], // another sign-in's cookie
      [{ code, state }, tampered], // a cookie not signed by the server
    ] as const) {
      const res = await callback(body, cookieHeader);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(STATE_MISMATCH);
    }
    // A cookie of another provider's sign-in does not fit either.
    expect((await callback({ code, state }, header, 'facebook')).json()).toEqual(STATE_MISMATCH);
    // The right browser still gets in.
    expect((await callback({ code, state }, header)).statusCode).toBe(200);
  });

  it('answers 401 when the provider refuses the code', async () => {
    social.setPerson(newPerson());
    const { location, header } = await start();
    const { code, state } = await authorize(location);
    social.provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const res = await callback({ code, state }, header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Google authentication failed.', code: 'authentication_failed' });
  });

  it('answers 404 for a provider that is not configured and 400 for an unknown one', async () => {
    for (const res of [
      await env().app.inject({ method: 'GET', url: '/api/users/auth/google/' }),
      await env().app.inject({
        method: 'POST',
        url: '/api/users/auth/facebook/callback/',
        payload: { code: 'c', state: 's' },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'This sign-in provider is not configured.', code: 'not_found' });
    }
    const unknown = await social.app.inject({ method: 'GET', url: '/api/users/auth/twitter/' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrorsOf(unknown)).toEqual({ provider: ['Unknown provider.'] });
  });

  it('reads the profile from the userinfo endpoint when the ID token has no e-mail', async () => {
    const who = newPerson();
    social.provider.service.once('beforeUserinfo', (response) => {
      response.body = { sub: who.sub, email: who.email, email_verified: true, name: 'From Userinfo' };
    });
    const res = await socialSignIn({ sub: who.sub });
    expect(res.statusCode).toBe(200);
    expect(await me(res.json().access)).toMatchObject({ email: who.email, full_name: 'From Userinfo' });
  });

  it('signs in with Facebook through its profile URL, never trusting its e-mail for linking', async () => {
    const t = randomBytes(4).toString('hex');
    const profile = { id: `fb-${t}`, name: 'Hirut Tadesse', email: `hirut.${t}@fb.example` };
    social.provider.service.on('beforeUserinfo', function facebookProfile(response) {
      response.body = profile;
    });
    try {
      const start = await social.app.inject({ method: 'GET', url: '/api/users/auth/facebook/' });
      const location = new URL(start.headers.location as string);
      expect(location.searchParams.get('scope')).toBe('email public_profile');
      expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/facebook/callback');

      const res = await socialSignIn(newPerson(), 'facebook');
      expect(res.statusCode).toBe(200);
      const user = await me(res.json().access);
      expect(user).toMatchObject({
        email: profile.email,
        full_name: 'Hirut Tadesse',
        username: `hirut.${t}`,
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.emailVerified).toBe(false);
      const links = await ctx.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, user.id));
      expect(links).toMatchObject([{ provider: 'facebook', subject: profile.id }]);

      // Facebook's address is unverified: it never opens someone else's account.
      const existing = await accountWithPassword(ctx, { email: `owner.${t}@example.et` });
      profile.id = `fb-other-${t}`;
      profile.email = existing.email;
      const conflict = await socialSignIn(newPerson(), 'facebook');
      expect(conflict.statusCode).toBe(409);
    } finally {
      social.provider.service.removeAllListeners('beforeUserinfo');
    }
  });
});
