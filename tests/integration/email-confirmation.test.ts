import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createStaff } from '../../src/server/cli/accounts';
import { accountLinks, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/features/auth/tokens';
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
import { fieldErrorsOf } from '../support/field-errors';

const INVALID_LINK = { token: ['Invalid token for given user.'] };
const PASSWORD = 'Entoto-Hills-77';

describeWithDb('E-mail confirmation', (env) => {
  const db = () => env().ctx.database.db;
  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const me = async (headers: Record<string, string>) =>
    (await env().app.inject({ method: 'GET', url: '/api/auth/users/me/', headers })).json();

  /** Signs up through the API; answers the new account, its session and its confirmation link. */
  async function register() {
    const t = randomBytes(4).toString('hex');
    const body = {
      username: `liya_${t}`,
      email: `Liya.${t}@example.et`,
      full_name: 'Liya Kebede',
      password: PASSWORD,
      re_password: PASSWORD,
    };
    const since = outbox(env().ctx).length;
    const res = await post('/api/auth/users/', body);
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(env().ctx, body.email, since);
    const tokens = await signIn(env().app, body.username, PASSWORD);
    return {
      user: res.json(),
      body,
      mail,
      link: linkIn(mail, '/confirm-email'),
      headers: bearer(tokens.access),
    };
  }

  it('registration answers an unconfirmed account and e-mails a single-use link stored hashed', async () => {
    const { user, body, mail, link, headers } = await register();
    expect(user).toMatchObject({ email: body.email, email_confirmed: false, pending_email: null });
    expect(mail).toMatch(/^Subject: Confirm your e-mail address for Sefer/m);
    expect(mail).toContain('Hello Liya Kebede,');
    expect(mail).toContain(`http://localhost:3000/confirm-email?uid=${link.uid}&token=${link.token}`);
    expect(link.uid).toBe(Buffer.from(String(user.id)).toString('base64url'));
    const rows = await db().select().from(accountLinks).where(eq(accountLinks.userId, user.id));
    expect(rows).toMatchObject([
      { purpose: 'email_confirm', tokenHash: hashToken(link.token), email: body.email, usedAt: null },
    ]);
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // Until it is opened, the account is unconfirmed but usable: it signs in with its address too.
    expect((await me(headers)).email_confirmed).toBe(false);
    await signIn(env().app, body.email, PASSWORD);

    expect((await post('/api/auth/users/activation/', link, headers)).statusCode).toBe(204);
    expect(await me(headers)).toMatchObject({ email_confirmed: true, email: body.email });
    const again = await post('/api/auth/users/activation/', link, headers);
    expect(again.statusCode).toBe(400);
    expect(fieldErrorsOf(again)).toEqual(INVALID_LINK);
  });

  it('confirms only for the signed-in owner of the account, never for whoever opens the mail', async () => {
    const { user, link, headers } = await register();
    // A visitor (the owner of the mailbox who did not make this account) cannot confirm it.
    const visitor = await post('/api/auth/users/activation/', link);
    expect(visitor.statusCode).toBe(401);
    const other = await signedIn(env().app, env().ctx);
    const someoneElse = await post('/api/auth/users/activation/', link, other.headers);
    expect(fieldErrorsOf(someoneElse)).toEqual(INVALID_LINK);
    for (const bad of [
      { ...link, token: `${link.token}x` },
      { uid: 'OTk5OTk5OQ', token: link.token },
      { uid: '!!', token: link.token },
    ]) {
      const res = await post('/api/auth/users/activation/', bad, headers);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual(INVALID_LINK);
    }
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(false);
    expect((await post('/api/auth/users/activation/', link, headers)).statusCode).toBe(204);
  });

  it('refuses an expired link', async () => {
    const { user, link, headers } = await register();
    await db()
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountLinks.userId, user.id), eq(accountLinks.tokenHash, hashToken(link.token))));
    const res = await post('/api/auth/users/activation/', link, headers);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual(INVALID_LINK);
    expect((await me(headers)).email_confirmed).toBe(false);
  });

  it('sends the link again while the address is unconfirmed, and only then', async () => {
    const { body, link, headers } = await register();
    expect((await post('/api/auth/users/resend_activation/')).statusCode).toBe(401);
    const since = outbox(env().ctx).length;
    expect((await post('/api/auth/users/resend_activation/', {}, headers)).statusCode).toBe(204);
    const second = linkIn(await mailTo(env().ctx, body.email, since), '/confirm-email');
    expect(second.token).not.toBe(link.token);
    // Either link works; once one is used, every other is spent.
    expect((await post('/api/auth/users/activation/', second, headers)).statusCode).toBe(204);
    expect(fieldErrorsOf(await post('/api/auth/users/activation/', link, headers))).toEqual(INVALID_LINK);
    const confirmed = await post('/api/auth/users/resend_activation/', {}, headers);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toEqual({
      detail: 'Your e-mail address is already confirmed.',
      code: 'already_confirmed',
    });
  });

  it('counts accounts made by staff on the command line as confirmed', async () => {
    const t = randomBytes(4).toString('hex');
    const made = await createStaff(env().ctx, { email: `boss.${t}@example.et`, password: 'Staff-Pass-2026' });
    expect(made.emailVerified).toBe(true);
    // Promoting an account that someone registered: the installer vouches for the address, and
    // whoever signed in to that account before is signed out (the password is replaced).
    const registered = await accountWithPassword(env().ctx, { emailVerified: false });
    const before = await signIn(env().app, registered.username, TEST_PASSWORD);
    const promoted = await createStaff(env().ctx, { email: registered.email, password: 'Staff-Pass-2026' });
    expect(promoted).toMatchObject({ id: registered.id, isStaff: true, emailVerified: true });
    expect(
      (await env().app.inject({ method: 'GET', url: '/api/auth/users/me/', headers: bearer(before.access) }))
        .statusCode,
    ).toBe(401);
  });
});
