import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AccountLinkPurpose } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { linksRepository as links } from './links-repository';
import { hashToken, randomToken } from './tokens';

const HOUR = 60 * 60 * 1000;

/**
 * Every link Sefer e-mails about an account: how long it works and the web page that opens it.
 * The mechanism is one for all of them (decision 029): a random secret of which only the hash is
 * stored, the user id beside it as djoser's `uid`, single use, an expiry.
 */
const ACCOUNT_LINKS = {
  password_reset: { ms: HOUR, page: '/reset-password' },
  email_confirm: { ms: 72 * HOUR, page: '/confirm-email' },
  email_change: { ms: 24 * HOUR, page: '/confirm-email-change' },
  email_undo: { ms: 7 * 24 * HOUR, page: '/undo-email-change' },
} as const satisfies Record<AccountLinkPurpose, { ms: number; page: string }>;

/** Django's `urlsafe_base64_encode(str(pk))`, as djoser puts it in its links. */
const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^\d{1,10}$/.test(text) || encodeUid(Number(text)) !== uid) return undefined;
  return Number(text);
}

/** The one answer to every unusable link, whatever made it unusable (nothing to learn from it). */
export const invalidLink = () => fieldError('token', ACCOUNT_MESSAGES.invalidLink);

/** A new link of `purpose` for the user, sent to `email`: its uid, secret token and full URL. */
export async function issueLink(
  ctx: AppContext,
  db: Db,
  userId: number,
  purpose: AccountLinkPurpose,
  email: string,
): Promise<{ uid: string; token: string; url: string }> {
  const token = randomToken();
  const { ms, page } = ACCOUNT_LINKS[purpose];
  await links.insert(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(Date.now() + ms),
  });
  const uid = encodeUid(userId);
  const query = new URLSearchParams({ uid, token });
  return { uid, token, url: `${ctx.config.publicUrl}${page}?${query.toString()}` };
}

/**
 * The usable link of `purpose` named by a uid and token, locked for the transaction, or undefined.
 * A malformed uid still runs the same lookup, so an unknown user costs what a wrong token does.
 * `userId`, when given, is the only user whose links count (links opened by their signed-in owner).
 */
export async function lockLink(
  db: Db,
  purpose: AccountLinkPurpose,
  body: { uid: string; token: string },
  userId?: number,
) {
  const id = decodeUid(body.uid) ?? 0;
  const row = await links.lockUsable(db, id, purpose, hashToken(body.token));
  if (userId !== undefined && row?.userId !== userId) return undefined;
  return row;
}
