import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { FieldErrorsBody } from '@shared/errors';
import type { AppContext } from '../../context';
import { fieldError, fieldErrors } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { sameAddress } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Viewer } from '../../lib/viewer';
import { accountsRepository as accounts, type CredentialRow } from './accounts-repository';
import { passwordResetEmail } from './emails';
import { invalidLink, issueLink, lockLink } from './links';
import { linksRepository as links } from './links-repository';
import { oauthRepository as identities } from './oauth-repository';
import { PASSWORD_MISMATCH, passwordProblems } from './password-policy';
import { spendPasswordTime } from './session-service';
import { tokensRepository as tokens } from './tokens-repository';

const WRONG_CURRENT_PASSWORD = ACCOUNT_MESSAGES.wrongPassword;

/** New-password problems under the field names of the request. */
function newPasswordErrors(user: CredentialRow, password: string, confirmation: string): FieldErrorsBody {
  const errors: FieldErrorsBody = {};
  const problems = passwordProblems(password, user);
  if (problems.length > 0) errors.new_password = problems;
  if (password !== confirmation) errors.re_new_password = [PASSWORD_MISMATCH];
  return errors;
}

/**
 * `POST /auth/users/set_password/`: checks the current password, sets the new one and ends every
 * other sign-in of the account (the one making the change stays signed in).
 */
export async function setPassword(
  ctx: AppContext,
  viewer: Viewer | null,
  sessionFamily: string | null,
  body: { current_password: string; new_password: string; re_new_password: string },
): Promise<void> {
  const me = requireViewer(viewer);
  const db = ctx.database.db;
  const user = await accounts.byId(db, me.id);
  if (!user) throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  let valid = false;
  if (user.passwordHash) valid = await verifyPassword(user.passwordHash, body.current_password);
  else await spendPasswordTime(body.current_password);
  if (!valid) throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  const errors = newPasswordErrors(user, body.new_password, body.re_new_password);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await accounts.setPassword(tx, me.id, passwordHash);
    await tokens.revokeUser(tx, me.id, sessionFamily ?? undefined);
    await links.spend(tx, me.id, ['password_reset']);
  });
  ctx.log.info({ user_id: me.id }, 'password changed; other sign-ins ended');
}

/**
 * `POST /auth/users/reset_password/`: answers at once, whether the address has an account or not;
 * the link is made and mailed in the background, so neither the answer nor its timing tells.
 */
export function requestPasswordReset(ctx: AppContext, email: string): void {
  sendResetLink(ctx, email).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'could not send a password-reset e-mail'),
  );
}

async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await accounts.activeByEmail(ctx.database.db, email);
  if (!user) return;
  const { url } = await issueLink(ctx, ctx.database.db, user.id, 'password_reset', user.email);
  await ctx.mailer.send(passwordResetEmail({ email: user.email, name: user.fullName }, url));
}

/**
 * `POST /auth/users/reset_password_confirm/`: a usable link sets the new password, is spent with
 * every other outstanding link of the account, and ends every sign-in of the account. Every
 * unusable link (unknown or inactive user, wrong, spent or expired token) gets one answer.
 *
 * The link was opened from the account's mailbox, so the address is proven: an unconfirmed
 * account becomes confirmed, and whatever its maker could sign in with (password, sessions,
 * social sign-ins) stops working. This is how the owner of an address takes it back from an
 * account someone else registered with it (decision 029).
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  body: { uid: string; token: string; new_password: string; re_new_password: string },
): Promise<void> {
  const db = ctx.database.db;
  const link = await lockLink(db, 'password_reset', body);
  const user = link ? await accounts.byId(db, link.userId) : undefined;
  if (!link || !user?.isActive) throw invalidLink();
  const errors = newPasswordErrors(user, body.new_password, body.re_new_password);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const passwordHash = await hashPassword(body.new_password);
  const claimed = await db.transaction(async (tx) => {
    // Locked and checked again: of two confirmations of one link, only the first sets a password.
    const locked = await lockLink(tx, 'password_reset', body);
    const current = await accounts.lockById(tx, user.id);
    if (!locked || !current) throw invalidLink();
    await accounts.setPassword(tx, user.id, passwordHash);
    await links.spend(tx, user.id, ['password_reset']);
    await tokens.revokeUser(tx, user.id);
    const proven = sameAddress(locked.email, current.email);
    if (!proven || current.emailVerified) return false;
    await accounts.markEmailVerified(tx, user.id);
    await links.spend(tx, user.id, ['email_confirm']);
    await identities.unlink(tx, user.id);
    return true;
  });
  ctx.log.info({ user_id: user.id, address_claimed: claimed }, 'password reset; every sign-in ended');
}
