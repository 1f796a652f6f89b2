import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { SocialProvider, TokenPair } from '@shared/schemas/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { normalizeEmail } from '../../lib/mailer';
import { accountsRepository as accounts } from './accounts-repository';
import { linksRepository as links } from './links-repository';
import { PROVIDERS, type SocialIdentity } from './oauth-providers';
import { oauthRepository as repo } from './oauth-repository';
import { signInFailed } from './session-service';
import { type ClientInfo, startSession } from './tokens';
import { tokensRepository } from './tokens-repository';

const EMAIL_IN_USE = ACCOUNT_MESSAGES.emailInUse;

/** A username from the e-mail's local part: `selam.t@…` → `selam.t`, then `selam.t4821` if taken. */
async function uniqueUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .replace(/[^A-Za-z0-9_.+-]/g, '')
      .slice(0, 30)
      .replace(/^[.+-]+/, '') || 'user';
  if (!(await accounts.usernameExists(db, base))) return base;
  for (let i = 0; i < 5; i++) {
    const candidate = `${base}${1000 + (randomBytes(2).readUInt16BE() % 9000)}`;
    if (!(await accounts.usernameExists(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * The user a social identity signs in as:
 * 1. the user the identity is linked to;
 * 2. else the active user with the same e-mail, linked now, only when the provider says the address
 *    is verified (otherwise anyone could claim an account by typing its address at a provider) and
 *    the account has confirmed it (otherwise anyone could register someone's address first and
 *    wait for its owner to arrive; decision 029): an unconfirmed account is never linked, and the
 *    person is told what to do;
 * 3. else a new user without a password, named after the e-mail, confirmed when the provider
 *    verified the address.
 */
async function resolveUser(db: Db, provider: SocialProvider, identity: SocialIdentity): Promise<number> {
  return db.transaction(async (tx) => {
    const linked = await repo.linkedUser(tx, provider, identity.subject);
    if (linked) {
      if (!linked.isActive) throw signInFailed();
      return linked.id;
    }
    if (!identity.email)
      throw new AppError(
        'validation_error',
        `Your ${PROVIDERS[provider].name} account has no e-mail address; sign up with e-mail instead.`,
      );
    const email = normalizeEmail(identity.email);
    const link = (userId: number) => repo.link(tx, { userId, provider, subject: identity.subject, email });
    const existing = await repo.userByEmail(tx, email);
    if (existing) {
      if (!existing.isActive) throw new AppError('email_in_use', EMAIL_IN_USE);
      if (!existing.emailVerified)
        throw new AppError('email_not_confirmed', ACCOUNT_MESSAGES.emailNotConfirmed);
      if (!identity.emailVerified) throw new AppError('email_in_use', EMAIL_IN_USE);
      await link(existing.id);
      return existing.id;
    }
    // An address that may go back to the account it was changed away from (a live undo link).
    if (await links.reserved(tx, email)) throw new AppError('email_in_use', EMAIL_IN_USE);
    const id = await accounts.create(tx, {
      username: await uniqueUsername(tx, email),
      email,
      fullName: identity.name.trim().slice(0, 150),
      passwordHash: null,
      emailVerified: identity.emailVerified,
    });
    await link(id);
    return id;
  });
}

/** Signs in with a provider's identity and answers a new sign-in's token pair. */
export async function signInWithIdentity(
  ctx: AppContext,
  provider: SocialProvider,
  identity: SocialIdentity,
  client: ClientInfo,
): Promise<TokenPair> {
  const db = ctx.database.db;
  let userId: number | undefined;
  // A concurrent first sign-in of the same person can win the race to create or link; the second
  // attempt then finds the link (or the taken username is drawn again).
  for (let attempt = 1; userId === undefined; attempt++) {
    try {
      userId = await resolveUser(db, provider, identity);
    } catch (error) {
      if (attempt >= 3 || uniqueViolation(error) === undefined) throw error;
    }
  }
  const pair = await startSession(ctx, db, userId, client);
  await tokensRepository.touchLastLogin(db, userId);
  ctx.log.info({ user_id: userId, provider }, 'signed in with a social provider');
  return pair;
}
