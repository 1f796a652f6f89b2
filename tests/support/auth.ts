import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { hashPassword } from '../../src/server/lib/passwords';
import { factories } from './factories';

type App = Awaited<ReturnType<typeof buildApp>>;
type UserOverrides = Parameters<ReturnType<typeof factories>['user']>[0];

/** The password of every account `accountWithPassword` makes. */
export const TEST_PASSWORD = 'Kebele-Bunna-2024';

/** A fresh address per call, so that per-IP rate limits of one test never touch another's. */
export const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** A user who can sign in with `TEST_PASSWORD` (or `password`). */
export async function accountWithPassword(
  ctx: AppContext,
  overrides: UserOverrides & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  return factories(ctx).user({ passwordHash: await hashPassword(password), ...fields });
}

/** Signs in through the API and answers the token pair. */
export async function signIn(app: App, username: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/jwt/create/',
    payload: { username, password },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string };
}

/** A new account, signed in: its row, its tokens and the Authorization header. */
export async function signedIn(app: App, ctx: AppContext, overrides: UserOverrides = {}) {
  const user = await accountWithPassword(ctx, overrides);
  const tokens = await signIn(app, user.username);
  return { user, tokens, headers: bearer(tokens.access) };
}

/** The messages in DATA_DIR/outbox, oldest first. */
export function outbox(ctx: AppContext): { file: string; text: string }[] {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((n) => ({ file: n, text: readFileSync(path.join(dir, n), 'utf8') }));
}

/** Waits until `check` returns a value (background work such as mail), or fails after `ms`. */
export async function eventually<T>(check: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The body of an .eml file with quoted-printable soft breaks and escapes undone. */
export function decodeMail(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The decoded text of the first e-mail to `to` among those written after the first `since` of
 * the outbox (mail is sent in the background: waits for it).
 */
export async function mailTo(ctx: AppContext, to: string, since: number): Promise<string> {
  const header = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const mail = await eventually(() =>
    outbox(ctx)
      .slice(since)
      .find((m) => header.test(m.text)),
  );
  return decodeMail(mail.text);
}

/** The uid and token of the first link to `page` (for example `/confirm-email`) in a mail body. */
export function linkIn(body: string, page: string): { uid: string; token: string } {
  const match = new RegExp(`${page}\\?uid=([\\w-]+)&(?:amp;)?token=([\\w-]+)`).exec(body);
  if (!match) throw new Error(`no ${page} link in\n${body}`);
  return { uid: match[1]!, token: match[2]! };
}
