import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import { accountLinks } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/features/auth/tokens';
import { loggerOptions } from '../../src/server/lib/logger';
import { createMailer } from '../../src/server/lib/mailer';
import {
  accountWithPassword,
  bearer,
  decodeMail,
  eventually,
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

const NEW_PASSWORD = 'Meskel-Square-19';
/** The one answer to every unusable link: unknown user, wrong, spent or expired token alike. */
const INVALID_TOKEN = { token: ['Invalid token for given user.'] };
const REFRESH_INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

describeWithDb('Auth: passwords', (env) => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const refresh = (token: string) => post('/api/auth/jwt/refresh/', { refresh: token });
  const canSignIn = async (username: string, password: string) =>
    (await post('/api/auth/jwt/create/', { username, password })).statusCode === 200;

  /** Asks for a reset link and returns its uid and token, read from the e-mail in the outbox. */
  async function resetLink(email: string) {
    const before = outbox(env().ctx).length;
    expect((await post('/api/auth/users/reset_password/', { email })).statusCode).toBe(204);
    const mail = await eventually(() => outbox(env().ctx)[before]);
    const body = decodeMail(mail.text);
    const link = /(http:\/\/localhost:3000\/reset-password\?uid=[\w-]+&token=[\w-]+)/.exec(body)?.[1];
    if (!link) throw new Error(`no link in\n${body}`);
    const url = new URL(link);
    return { url, uid: url.searchParams.get('uid')!, token: url.searchParams.get('token')!, body };
  }

  describe('set_password', () => {
    it('needs a signed-in user', async () => {
      const res = await post('/api/auth/users/set_password/', {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      });
    });

    it('refuses a wrong current password and weak or mismatched new ones', async () => {
      const { headers, user } = await signedIn(env().app, env().ctx);
      const set = (payload: object) => post('/api/auth/users/set_password/', payload, headers);
      const wrong = await set({
        current_password: 'nope',
        new_password: NEW_PASSWORD,
        re_new_password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(fieldErrorsOf(wrong)).toEqual({ current_password: ['Invalid password.'] });
      const weak = await set({
        current_password: TEST_PASSWORD,
        // No hexadecimal letter or digit: the factories' random e-mail names cannot look similar.
        new_password: 'zig-zag-quilt-river',
        re_new_password: 'x',
      });
      expect(fieldErrorsOf(weak)).toEqual({ re_new_password: ["The two password fields didn't match."] });
      const similar = await set({
        current_password: TEST_PASSWORD,
        new_password: `${user.username}!`,
        re_new_password: `${user.username}!`,
      });
      expect(fieldErrorsOf(similar)).toEqual({
        new_password: ['The password is too similar to the username.'],
      });
      expect(await canSignIn(user.username, TEST_PASSWORD)).toBe(true);
    });

    it('changes the password and ends every other sign-in, keeping this one', async () => {
      const user = await accountWithPassword(env().ctx);
      const other = await signIn(env().app, user.username);
      const current = await signIn(env().app, user.username);
      const res = await post(
        '/api/auth/users/set_password/',
        { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD, re_new_password: NEW_PASSWORD },
        bearer(current.access),
      );
      expect(res.statusCode).toBe(204);
      expect(await canSignIn(user.username, TEST_PASSWORD)).toBe(false);
      expect(await canSignIn(user.username, NEW_PASSWORD)).toBe(true);
      // This sign-in goes on; the other one is over (refresh and access token alike).
      const me = (access: string) =>
        env().app.inject({ method: 'GET', url: '/api/auth/users/me/', headers: bearer(access) });
      expect((await me(current.access)).statusCode).toBe(200);
      expect((await refresh(current.refresh)).statusCode).toBe(200);
      expect((await refresh(other.refresh)).json()).toEqual(REFRESH_INVALID);
      expect((await me(other.access)).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers 204 for every address and mails a working link only to an active account', async () => {
      const user = await accountWithPassword(env().ctx, { fullName: 'Hanna Girma' });
      const inactive = await accountWithPassword(env().ctx, { isActive: false });
      const before = outbox(env().ctx).length;
      for (const email of ['nobody@example.et', inactive.email]) {
        const res = await post('/api/auth/users/reset_password/', { email });
        expect(res.statusCode).toBe(204);
        expect(res.body).toBe('');
      }
      const session = await signIn(env().app, user.username);
      const { uid, token, body } = await resetLink(user.email.toUpperCase());
      // Only the active account's message was written.
      await new Promise((r) => setTimeout(r, 200));
      const mails = outbox(env().ctx).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
      expect(mails[0]!.text).toMatch(/^Subject: Reset your Sefer password/m);
      expect(body).toContain('Hello Hanna Girma,');
      expect(body).toContain('ሰላም');
      expect(uid).toBe(Buffer.from(String(user.id)).toString('base64url'));
      // Only the hash of the secret is stored.
      const rows = await env()
        .ctx.database.db.select()
        .from(accountLinks)
        .where(and(eq(accountLinks.userId, user.id), eq(accountLinks.purpose, 'password_reset')));
      expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
      const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);

      const confirm = await post('/api/auth/users/reset_password_confirm/', {
        uid,
        token,
        new_password: NEW_PASSWORD,
        re_new_password: NEW_PASSWORD,
      });
      expect(confirm.statusCode).toBe(204);
      expect(await canSignIn(user.username, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.username, TEST_PASSWORD)).toBe(false);
      // Every earlier sign-in has ended.
      expect((await refresh(session.refresh)).json()).toEqual(REFRESH_INVALID);
    });

    it('uses a link once', async () => {
      const user = await accountWithPassword(env().ctx);
      const { uid, token } = await resetLink(user.email);
      const confirm = (password: string) =>
        post('/api/auth/users/reset_password_confirm/', {
          uid,
          token,
          new_password: password,
          re_new_password: password,
        });
      expect((await confirm(NEW_PASSWORD)).statusCode).toBe(204);
      const again = await confirm('Another-Pass-2025');
      expect(again.statusCode).toBe(400);
      expect(fieldErrorsOf(again)).toEqual(INVALID_TOKEN);
      expect(await canSignIn(user.username, NEW_PASSWORD)).toBe(true);
    });

    it('answers every unusable link the same: unknown user, other user, wrong, expired or spent token', async () => {
      const user = await accountWithPassword(env().ctx);
      const other = await accountWithPassword(env().ctx);
      const inactive = await accountWithPassword(env().ctx, { isActive: false });
      const { uid, token } = await resetLink(user.email);
      const confirm = (payload: object) =>
        post('/api/auth/users/reset_password_confirm/', {
          uid,
          token,
          new_password: NEW_PASSWORD,
          re_new_password: NEW_PASSWORD,
          ...payload,
        });
      const uidOf = (id: number) => Buffer.from(String(id)).toString('base64url');
      const answers = [
        await confirm({ uid: uidOf(other.id) }), // another user's id
        await confirm({ uid: uidOf(inactive.id) }), // an account that cannot sign in
        await confirm({ token: `${token}x` }), // a wrong token
        await confirm({ uid: 'OTk5OTk5OQ' }), // nobody has this id
        await confirm({ uid: '!!!' }), // not an id at all
        await confirm({ uid: Buffer.from('abc').toString('base64url') }),
      ];
      await env()
        .ctx.database.db.update(accountLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountLinks.tokenHash, hashToken(token)));
      answers.push(await confirm({})); // expired
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(fieldErrorsOf(res)).toEqual(INVALID_TOKEN);
        expect(res.headers['content-length']).toBe(answers[0]!.headers['content-length']);
      }
      expect(await canSignIn(user.username, TEST_PASSWORD)).toBe(true);

      // A usable link with a mismatched confirmation says so (the link itself is fine).
      const fresh = await resetLink(user.email);
      const mismatch = await confirm({ ...fresh, re_new_password: 'something-else' });
      expect(fieldErrorsOf(mismatch)).toEqual({ re_new_password: ["The two password fields didn't match."] });
    });
  });

  it('never writes a token, secret or password to the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const log = pino({ level: 'trace' }, stream);
    const ctx = { ...env().ctx, log, mailer: createMailer(env().ctx.config, log) };
    const app = await buildApp(ctx, {
      logger: { ...(loggerOptions('trace') as object), stream } as BuildAppOptions['logger'],
    });
    try {
      const user = await accountWithPassword(env().ctx);
      const tokens = await signIn(app, user.username);
      const secrets = [TEST_PASSWORD, tokens.access, tokens.refresh];
      const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
      const next = (await send('/api/auth/jwt/refresh/', { refresh: tokens.refresh })).json();
      secrets.push(next.access, next.refresh);
      await send('/api/auth/jwt/refresh/', { refresh: tokens.refresh }); // reuse: logged as a warning
      await app.inject({
        method: 'GET',
        url: `/api/auth/users/me/?token=${next.access}`,
        headers: bearer(next.access),
      });
      const before = outbox(env().ctx).length;
      await send('/api/auth/users/reset_password/', { email: user.email });
      const mail = await eventually(() => outbox(env().ctx)[before]);
      const token = /token=([\w-]+)/.exec(decodeMail(mail.text))![1]!;
      secrets.push(token);
      await send('/api/auth/users/reset_password_confirm/', {
        uid: Buffer.from(String(user.id)).toString('base64url'),
        token,
        new_password: NEW_PASSWORD,
        re_new_password: NEW_PASSWORD,
      });
      secrets.push(NEW_PASSWORD);
      // The e-mail links: a change, its confirmation, and its undo (which answers a reset link).
      const session = await signIn(app, user.username, NEW_PASSWORD);
      const moved = `moved.${user.email}`;
      const since = outbox(env().ctx).length;
      await send(
        '/api/auth/users/set_email/',
        { new_email: moved, current_password: NEW_PASSWORD },
        bearer(session.access),
      );
      const change = linkIn(await mailTo(env().ctx, moved, since), '/confirm-email-change');
      await send('/api/auth/users/set_email_confirm/', change, bearer(session.access));
      const undo = linkIn(await mailTo(env().ctx, user.email, since), '/undo-email-change');
      const reset = (await send('/api/auth/users/set_email_undo/', undo)).json();
      secrets.push(session.access, change.token, undo.token, reset.token);
      await eventually(() => (lines.some((l) => l.includes('mail written to outbox')) ? true : undefined));
      const text = lines.join('');
      expect(text).toContain(mail.file);
      expect(text).toContain('spent refresh token presented again');
      expect(text).toContain('e-mail change undone');
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain(env().ctx.config.jwtSecret);
    } finally {
      await app.close();
    }
  });
});
