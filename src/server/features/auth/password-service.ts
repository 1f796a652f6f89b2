import type { FieldErrorsBody } from '@shared/errors';
import type { AppContext } from '../../context';
import { fieldError, fieldErrors } from '../../lib/errors';
import { requireViewer } from '../../lib/guards';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Viewer } from '../../lib/viewer';
import { accountsRepository as accounts, type CredentialRow } from './accounts-repository';
import { passwordResetEmail } from './emails';
import { PASSWORD_MISMATCH, passwordProblems } from './password-policy';
import { spendPasswordTime } from './session-service';
import { hashToken, randomToken } from './tokens';
import { tokensRepository as tokens } from './tokens-repository';

export const WRONG_CURRENT_PASSWORD = 'Invalid password.';
export const INVALID_RESET_TOKEN = 'Invalid token for given user.';
export const INVALID_RESET_UID = "Invalid user id or user doesn't exist.";
const RESET_LINK_MS = 60 * 60 * 1000;

/** Django's `urlsafe_base64_encode(str(pk))`, as djoser puts it in reset links. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^\d{1,10}$/.test(text) || encodeUid(Number(text)) !== uid) return undefined;
  return Number(text);
}

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
    await accounts.useResetTokens(tx, me.id);
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
  const secret = randomToken();
  await accounts.insertResetToken(
    ctx.database.db,
    user.id,
    hashToken(secret),
    new Date(Date.now() + RESET_LINK_MS),
  );
  const query = new URLSearchParams({ uid: encodeUid(user.id), token: secret });
  const link = `${ctx.config.publicUrl}/reset-password?${query.toString()}`;
  await ctx.mailer.send(passwordResetEmail({ email: user.email, name: user.fullName }, link));
}

/**
 * `POST /auth/users/reset_password_confirm/`: a usable link sets the new password, is spent with
 * every other outstanding link of the account, and ends every sign-in of the account.
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  body: { uid: string; token: string; new_password: string; re_new_password: string },
): Promise<void> {
  const db = ctx.database.db;
  const userId = decodeUid(body.uid);
  const user = userId === undefined ? undefined : await accounts.byId(db, userId);
  if (!user?.isActive) throw fieldError('uid', INVALID_RESET_UID);
  const tokenHash = hashToken(body.token);
  if (!(await accounts.lockUsableResetToken(db, user.id, tokenHash)))
    throw fieldError('token', INVALID_RESET_TOKEN);
  const errors = newPasswordErrors(user, body.new_password, body.re_new_password);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    // Locked and checked again: of two confirmations of one link, only the first sets a password.
    if (!(await accounts.lockUsableResetToken(tx, user.id, tokenHash)))
      throw fieldError('token', INVALID_RESET_TOKEN);
    await accounts.setPassword(tx, user.id, passwordHash);
    await accounts.useResetTokens(tx, user.id);
    await tokens.revokeUser(tx, user.id);
  });
  ctx.log.info({ user_id: user.id }, 'password reset; every sign-in ended');
}
