import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { AccountLinkBody, SetEmailBody } from '@shared/schemas/auth';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { normalizeEmail, sameAddress } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import type { Viewer } from '../../lib/viewer';
import { accountsRepository as accounts, type CredentialRow } from './accounts-repository';
import { confirmEmailChangeEmail, confirmEmailEmail, emailChangedNotice, emailInUseNotice } from './emails';
import { invalidLink, issueLink, lockLink } from './links';
import { linksRepository as links } from './links-repository';
import { oauthRepository as identities } from './oauth-repository';
import { tokensRepository as tokens } from './tokens-repository';

/**
 * The account's e-mail address (decision 029): confirmed by a link at sign-up and on every change;
 * a change needs the current password (accounts without one: a sign-in of the last ten minutes),
 * takes effect when the link sent to the new address is opened by the signed-in owner, and the
 * old address is told, with a link that undoes it.
 */

/** How recent the sign-in of an account without a password must be to change its address. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

const emailTaken = () => fieldError('email', ACCOUNT_MESSAGES.emailTaken);

/** Makes and mails a link that confirms the account's current address (none once confirmed). */
export async function sendConfirmationLink(ctx: AppContext, userId: number): Promise<void> {
  const db = ctx.database.db;
  const user = await accounts.byId(db, userId);
  if (!user || user.emailVerified) return;
  const { url } = await issueLink(ctx, db, user.id, 'email_confirm', user.email);
  await ctx.mailer.send(confirmEmailEmail({ email: user.email, name: user.fullName }, user.username, url));
}

/** `POST /auth/users/resend_activation/`: the confirmation link again, while unconfirmed. */
export async function resendConfirmation(ctx: AppContext, viewer: Viewer | null): Promise<void> {
  const me = requireViewer(viewer);
  const user = await accounts.byId(ctx.database.db, me.id);
  if (!user) throw notFound();
  if (user.emailVerified) throw new AppError('already_confirmed', ACCOUNT_MESSAGES.alreadyConfirmed);
  await sendConfirmationLink(ctx, me.id);
}

/**
 * `POST /auth/users/activation/`: the link confirms the address only for the signed-in owner of
 * the account. Whoever merely receives the mail (the owner of an address someone else signed up
 * with) cannot confirm that account by opening it.
 */
export async function confirmEmail(ctx: AppContext, viewer: Viewer | null, body: AccountLinkBody) {
  const me = requireViewer(viewer);
  await ctx.database.db.transaction(async (tx) => {
    const link = await lockLink(tx, 'email_confirm', body, me.id);
    const user = link ? await accounts.lockById(tx, me.id) : undefined;
    if (!link || !user || !sameAddress(link.email, user.email)) throw invalidLink();
    await accounts.markEmailVerified(tx, me.id);
    await links.spend(tx, me.id, ['email_confirm']);
  });
  ctx.log.info({ user_id: me.id }, 'e-mail address confirmed');
}

/** The current password, or for an account without one a sign-in of the last ten minutes. */
async function proveItIsTheOwner(
  ctx: AppContext,
  user: CredentialRow,
  sessionFamily: string | null,
  password: string | undefined,
): Promise<void> {
  if (user.passwordHash) {
    if (!password) throw fieldError('current_password', 'This field is required.');
    if (!(await verifyPassword(user.passwordHash, password)))
      throw fieldError('current_password', ACCOUNT_MESSAGES.wrongPassword);
    return;
  }
  const started = sessionFamily ? await tokens.familyStartedAt(ctx.database.db, sessionFamily) : undefined;
  if (!started || Date.now() - started.getTime() > FRESH_SIGN_IN_MS)
    throw new AppError('reauthentication_required', ACCOUNT_MESSAGES.reauthenticate);
}

/**
 * `POST /auth/users/set_email/`: e-mails a link to the new address (a newer request replaces an
 * older one). Whether the address belongs to another account is never said: its owner gets a
 * notice instead of the link, and the answer is the same.
 */
export async function requestEmailChange(
  ctx: AppContext,
  viewer: Viewer | null,
  sessionFamily: string | null,
  body: SetEmailBody,
): Promise<void> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const user = await accounts.byId(db, me.id);
  if (!user) throw notFound();
  await proveItIsTheOwner(ctx, user, sessionFamily, body.current_password);
  const email = normalizeEmail(body.new_email);
  if (sameAddress(email, user.email)) throw fieldError('new_email', ACCOUNT_MESSAGES.sameEmail);
  const taken =
    (await accounts.emailTakenByOther(db, email, me.id)) || (await links.reserved(db, email, me.id));
  const link = await db.transaction(async (tx) => {
    await links.spend(tx, me.id, ['email_change']);
    return issueLink(ctx, tx, me.id, 'email_change', email);
  });
  ctx.log.info({ user_id: me.id }, 'e-mail change requested');
  await ctx.mailer.send(
    taken
      ? emailInUseNotice(email)
      : confirmEmailChangeEmail({ email, name: user.fullName }, user.username, link.url),
  );
}

/**
 * `POST /auth/users/set_email_confirm/`: the signed-in owner opened the link sent to the new
 * address: it becomes the account's (confirmed) address, links made for the old one are spent,
 * and the old address, when it was confirmed, is told with a link that undoes the change.
 */
export async function confirmEmailChange(ctx: AppContext, viewer: Viewer | null, body: AccountLinkBody) {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const change = await db
    .transaction(async (tx) => {
      const link = await lockLink(tx, 'email_change', body, me.id);
      const user = link ? await accounts.lockById(tx, me.id) : undefined;
      if (!link || !user) throw invalidLink();
      if (
        (await accounts.emailTakenByOther(tx, link.email, me.id)) ||
        (await links.reserved(tx, link.email, me.id))
      )
        throw emailTaken();
      await accounts.setConfirmedEmail(tx, me.id, link.email);
      await links.spend(tx, me.id, ['email_change', 'email_confirm', 'password_reset']);
      // An address nobody proved was this account's does not get to take the account back.
      const undo = user.emailVerified ? await issueLink(ctx, tx, me.id, 'email_undo', user.email) : undefined;
      return { user, newEmail: link.email, undo };
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the write.
      throw uniqueViolation(error) === 'users_email_lower_key' ? emailTaken() : error;
    });
  ctx.log.info({ user_id: me.id }, 'e-mail address changed');
  if (!change.undo) return;
  const { user, newEmail, undo } = change;
  try {
    await ctx.mailer.send(
      emailChangedNotice({ email: user.email, name: user.fullName }, user.username, newEmail, undo.url),
    );
  } catch (error) {
    // The change is made; the failure is logged loudly for the operators to act on.
    ctx.log.error({ err: error, user_id: me.id }, 'could not tell the old address of an e-mail change');
  }
}

/**
 * `POST /auth/users/set_email_undo/` (no sign-in: the owner may be locked out). The old address
 * comes back, confirmed; every sign-in ends; social sign-ins linked since the change are removed;
 * every other link is spent. Whoever made the change knew the password, so the answer is a fresh
 * password-reset link for the page to continue with.
 */
export async function undoEmailChange(ctx: AppContext, body: AccountLinkBody) {
  const db = ctx.database.db;
  const result = await db.transaction(async (tx) => {
    const link = await lockLink(tx, 'email_undo', body);
    const user = link ? await accounts.lockById(tx, link.userId) : undefined;
    if (!link || !user?.isActive) throw invalidLink();
    if (await accounts.emailTakenByOther(tx, link.email, user.id)) throw emailTaken();
    await accounts.setConfirmedEmail(tx, user.id, link.email);
    await links.spend(tx, user.id, ['email_change', 'email_confirm', 'password_reset', 'email_undo']);
    await tokens.revokeUser(tx, user.id);
    await identities.unlink(tx, user.id, link.createdAt);
    const reset = await issueLink(ctx, tx, user.id, 'password_reset', link.email);
    return { userId: user.id, uid: reset.uid, token: reset.token };
  });
  ctx.log.warn({ user_id: result.userId }, 'e-mail change undone; every sign-in ended');
  return { uid: result.uid, token: result.token };
}
