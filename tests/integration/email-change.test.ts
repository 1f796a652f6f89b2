import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountLinks, refreshTokens, userIdentities, users } from '../../src/server/db/schema';
import { hashToken, startSession } from '../../src/server/features/auth/tokens';
import {
  accountWithPassword,
  bearer,
  linkIn,
  mailTo,
  outbox,
  randomIp,
  signedIn,
  signIn,
  TEST_PASSWORD,
} from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

const INVALID_LINK = { token: ['Invalid token for given user.'] };
const NEW_PASSWORD = 'Meskel-Square-19';

describeWithDb('E-mail change', (env) => {
  const db = () => env().ctx.database.db;
  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const get = (url: string, headers: Record<string, string>) =>
    env().app.inject({ method: 'GET', url, headers });
  const me = async (headers: Record<string, string>) => (await get('/api/auth/users/me/', headers)).json();
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const newAddress = () => `new.${randomBytes(4).toString('hex')}@example.et`;

  /** Asks for a change with the password and answers the link the new address receives. */
  async function requestChange(headers: Record<string, string>, to: string, password = TEST_PASSWORD) {
    const since = outbox(env().ctx).length;
    const res = await post(
      '/api/auth/users/set_email/',
      { new_email: to, current_password: password },
      headers,
    );
    expect(res.statusCode).toBe(204);
    const mail = await mailTo(env().ctx, to, since);
    return { mail, link: linkIn(mail, '/confirm-email-change') };
  }

  it('a stolen access token alone changes nothing', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, { emailVerified: true });
    const attacker = newAddress();
    const since = outbox(env().ctx).length;
    expect(
      (
        await env().app.inject({
          method: 'PATCH',
          url: '/api/users/profile/',
          headers,
          payload: { email: attacker },
        })
      ).statusCode,
    ).toBe(400);
    const without = await post('/api/auth/users/set_email/', { new_email: attacker }, headers);
    expect(without.statusCode).toBe(400);
    expect(fieldErrorsOf(without)).toEqual({ current_password: ['This field is required.'] });
    const wrong = await post(
      '/api/auth/users/set_email/',
      { new_email: attacker, current_password: 'guess' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual({ current_password: ['Invalid password.'] });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, emailVerified: true });
    expect((await me(headers)).pending_email).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(
      outbox(env().ctx)
        .slice(since)
        .filter((m) => m.text.includes(attacker)),
    ).toEqual([]);
    // A reset asked for now still goes to the owner's address.
    expect((await post('/api/auth/users/reset_password/', { email: attacker })).statusCode).toBe(204);
  });

  it('takes effect only when the link sent to the new address is opened by the signed-in owner', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, {
      emailVerified: true,
      fullName: 'Tigist Haile',
    });
    const to = newAddress();
    const sinceRequest = outbox(env().ctx).length;
    const { mail, link } = await requestChange(headers, to);
    expect(mail).toMatch(/^Subject: Confirm your new e-mail address for Sefer/m);
    expect(mail).toContain('Hello Tigist Haile,');
    expect(await me(headers)).toMatchObject({ email: user.email, email_confirmed: true, pending_email: to });
    const [row] = await db()
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, user.id), eq(accountLinks.purpose, 'email_change')));
    expect(row).toMatchObject({ tokenHash: hashToken(link.token), email: to, usedAt: null });

    expect((await post('/api/auth/users/set_email_confirm/', link)).statusCode).toBe(401);
    const other = await signedIn(env().app, env().ctx);
    expect(fieldErrorsOf(await post('/api/auth/users/set_email_confirm/', link, other.headers))).toEqual(
      INVALID_LINK,
    );
    expect((await userRow(user.id)).email).toBe(user.email);

    const sinceConfirm = outbox(env().ctx).length;
    expect((await post('/api/auth/users/set_email_confirm/', link, headers)).statusCode).toBe(204);
    expect(await me(headers)).toMatchObject({ email: to, email_confirmed: true, pending_email: null });
    expect(fieldErrorsOf(await post('/api/auth/users/set_email_confirm/', link, headers))).toEqual(
      INVALID_LINK,
    );
    await signIn(env().app, to);

    // The old address is told, with a way to undo; it had heard nothing at the request.
    const notice = await mailTo(env().ctx, user.email, sinceConfirm);
    expect(notice).toMatch(/^Subject: Your Sefer e-mail address was changed/m);
    expect(notice).toContain(to);
    linkIn(notice, '/undo-email-change');
    expect(
      outbox(env().ctx)
        .slice(sinceRequest, sinceConfirm)
        .filter((m) => m.text.includes(`To: ${user.email}`)),
    ).toEqual([]);
  });

  it('the old address undoes it: address back, every sign-in ended, social sign-ins added since unlinked', async () => {
    const { user, headers, tokens } = await signedIn(env().app, env().ctx, { emailVerified: true });
    const before = { userId: user.id, provider: 'google', subject: `owner-${user.id}`, email: user.email };
    await db()
      .insert(userIdentities)
      .values({ ...before, createdAt: new Date(Date.now() - 60_000) });
    const to = newAddress();
    const { link } = await requestChange(headers, to);
    const since = outbox(env().ctx).length;
    expect((await post('/api/auth/users/set_email_confirm/', link, headers)).statusCode).toBe(204);
    const undo = linkIn(await mailTo(env().ctx, user.email, since), '/undo-email-change');
    // Whoever made the change signs in with Google on the new address: linked to this account.
    await db()
      .insert(userIdentities)
      .values({ userId: user.id, provider: 'google', subject: `thief-${user.id}`, email: to });
    // Meanwhile nobody can take the old address.
    const squat = await post('/api/auth/users/', {
      username: `squat_${user.id}`,
      email: user.email,
      full_name: 'Squatter',
      password: 'Entoto-Hills-77',
      re_password: 'Entoto-Hills-77',
    });
    expect(fieldErrorsOf(squat)).toEqual({ email: ['A user with that email already exists.'] });

    const res = await post('/api/auth/users/set_email_undo/', undo);
    expect(res.statusCode).toBe(200);
    const reset = res.json();
    expect(Object.keys(reset).sort()).toEqual(['token', 'uid']);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, emailVerified: true });
    expect((await get('/api/auth/users/me/', headers)).statusCode).toBe(401);
    expect((await post('/api/auth/jwt/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
    const identities = await db().select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(identities.map((i) => i.subject)).toEqual([before.subject]);
    expect(fieldErrorsOf(await post('/api/auth/users/set_email_undo/', undo))).toEqual(INVALID_LINK);

    // The answer is a password-reset link: whoever changed the address knew the password.
    const confirm = await post('/api/auth/users/reset_password_confirm/', {
      ...reset,
      new_password: NEW_PASSWORD,
      re_new_password: NEW_PASSWORD,
    });
    expect(confirm.statusCode).toBe(204);
    await signIn(env().app, user.email, NEW_PASSWORD);
    await expect(signIn(env().app, user.username, TEST_PASSWORD)).rejects.toThrow(/401/);
  });

  it('never says whether the new address belongs to another account', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, { emailVerified: true });
    const taken = await factories(env().ctx).user({
      email: `Taken.${randomBytes(3).toString('hex')}@example.et`,
    });
    const since = outbox(env().ctx).length;
    const res = await post(
      '/api/auth/users/set_email/',
      { new_email: taken.email.toLowerCase(), current_password: TEST_PASSWORD },
      headers,
    );
    expect(res.statusCode).toBe(204);
    expect((await me(headers)).pending_email).toBe(taken.email.toLowerCase());
    // The address's owner learns someone tried; the link it would need is not in the mail.
    const mail = await mailTo(env().ctx, taken.email.toLowerCase(), since);
    expect(mail).toMatch(/^Subject: Someone tried to use your address on Sefer/m);
    expect(mail).not.toContain('/confirm-email-change');
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('refuses the current address, and a newer request replaces the pending one', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, { emailVerified: true });
    const same = await post(
      '/api/auth/users/set_email/',
      { new_email: user.email.toUpperCase(), current_password: TEST_PASSWORD },
      headers,
    );
    expect(same.statusCode).toBe(400);
    expect(fieldErrorsOf(same)).toEqual({ new_email: ['This is already your e-mail address.'] });
    const first = await requestChange(headers, newAddress());
    const second = newAddress();
    const next = await requestChange(headers, second);
    expect((await me(headers)).pending_email).toBe(second);
    expect(fieldErrorsOf(await post('/api/auth/users/set_email_confirm/', first.link, headers))).toEqual(
      INVALID_LINK,
    );
    expect((await post('/api/auth/users/set_email_confirm/', next.link, headers)).statusCode).toBe(204);
    expect((await userRow(user.id)).email).toBe(second);
  });

  it('an expired link changes nothing', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, { emailVerified: true });
    const { link } = await requestChange(headers, newAddress());
    await db()
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.tokenHash, hashToken(link.token)));
    expect(fieldErrorsOf(await post('/api/auth/users/set_email_confirm/', link, headers))).toEqual(
      INVALID_LINK,
    );
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('an account without a password needs a sign-in of the last ten minutes', async () => {
    const user = await factories(env().ctx).user({ emailVerified: true, passwordHash: null });
    const { access } = await startSession(env().ctx, db(), user.id, {});
    const headers = bearer(access);
    expect((await me(headers)).has_usable_password).toBe(false);
    const to = newAddress();
    const since = outbox(env().ctx).length;
    expect((await post('/api/auth/users/set_email/', { new_email: to }, headers)).statusCode).toBe(204);
    linkIn(await mailTo(env().ctx, to, since), '/confirm-email-change');

    await db()
      .update(refreshTokens)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(refreshTokens.userId, user.id));
    const stale = await post('/api/auth/users/set_email/', { new_email: newAddress() }, headers);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      detail: 'Sign in again to change your e-mail address.',
      code: 'reauthentication_required',
    });
    // A password sent by a client changes nothing for an account that has none.
    const guessed = await post(
      '/api/auth/users/set_email/',
      { new_email: newAddress(), current_password: 'x' },
      headers,
    );
    expect(guessed.statusCode).toBe(403);
  });

  it('an unconfirmed account confirms its new address by the change link', async () => {
    const user = await accountWithPassword(env().ctx, { emailVerified: false });
    const headers = bearer((await signIn(env().app, user.username)).access);
    const to = newAddress();
    const { link } = await requestChange(headers, to);
    expect((await post('/api/auth/users/set_email_confirm/', link, headers)).statusCode).toBe(204);
    expect(await me(headers)).toMatchObject({ email: to, email_confirmed: true });
  });
});
