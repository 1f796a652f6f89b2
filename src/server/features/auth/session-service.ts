import type { SignInBody, TokenPair } from '@shared/schemas/auth';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { HeaderSink } from '../../lib/rate-limit';
import { accountsRepository as accounts } from './accounts-repository';
import type { AuthLimits } from './limits';
import { type ClientInfo, endSession, randomToken, rotateSession, startSession } from './tokens';
import { tokensRepository } from './tokens-repository';

/** SimpleJWT's answer for every failed sign-in: unknown account, wrong password, inactive account. */
const SIGN_IN_FAILED = 'No active account found with the given credentials';
export const signInFailed = () => new AppError('no_active_account', SIGN_IN_FAILED);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a hash of a random one, so that a sign-in for an unknown account
 * (or one without a password) costs the same argon2 time as a wrong password for a real one.
 */
export async function spendPasswordTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
}

/**
 * `POST /auth/jwt/create/`: username or e-mail and password → a new sign-in's token pair.
 *
 * Failures are counted per account and address, and per account from every address (decision
 * 030). The account is its user id once the name is found, so its username and e-mail address
 * share one count; a name that matches no account is counted under that name, exactly like an
 * account, so that neither the answers nor the limits tell which names exist. A locked attempt
 * is refused before the password is checked, with the wait in `Retry-After`.
 */
export async function signIn(
  ctx: AppContext,
  limits: AuthLimits,
  body: SignInBody,
  client: ClientInfo & { ip: string },
  reply: HeaderSink,
): Promise<TokenPair> {
  const db = ctx.database.db;
  const identifier = (body.username || body.email || '').trim();
  const user = await accounts.forSignIn(db, identifier, !body.username);
  const account = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
  const fromHere = `${account}|${addressKey(client.ip)}`;
  await limits.signInAccountAddress.check(fromHere, reply);
  await limits.signInAccount.check(account, reply);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, body.password);
  else await spendPasswordTime(body.password);
  // Checked after the password, as Django does: an inactive account answers like a wrong password.
  if (!user || !valid || !user.isActive) {
    await Promise.all([limits.signInAccountAddress.fail(fromHere), limits.signInAccount.fail(account)]);
    throw signInFailed();
  }
  await limits.signInAccountAddress.reset(fromHere);
  const pair = await startSession(ctx, db, user.id, client);
  await tokensRepository.touchLastLogin(db, user.id);
  return pair;
}

/** `POST /auth/jwt/refresh/`: spends the refresh token, answers the next pair. */
export const refresh = (ctx: AppContext, token: string, client: ClientInfo) =>
  rotateSession(ctx, token, client);

/** `POST /auth/logout/`: ends the sign-in the refresh token belongs to. */
export const logout = (ctx: AppContext, token: string) => endSession(ctx, token);
