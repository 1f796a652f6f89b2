import type { FieldErrorsBody } from '@shared/errors';
import type { RegisterBody } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/users';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../lib/db-errors';
import { fieldError, fieldErrors } from '../../lib/errors';
import { normalizeEmail } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { EMAIL_TAKEN, loadCurrentUser, USERNAME_TAKEN } from '../users/service';
import { accountsRepository as accounts } from './accounts-repository';
import { PASSWORD_MISMATCH, passwordProblems } from './password-policy';

/** Maps a unique-index violation (a sign-up racing another) to the same field error as the check. */
export function takenFieldError(error: unknown) {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_username_lower_key') return fieldError('username', USERNAME_TAKEN);
  if (constraint === 'users_email_lower_key') return fieldError('email', EMAIL_TAKEN);
  return undefined;
}

/**
 * `POST /auth/users/`: creates an account (and the agent profile of an agent). Every problem is
 * reported at once, per field, in Django's words.
 */
export async function register(ctx: AppContext, body: RegisterBody): Promise<CurrentUser> {
  const db = ctx.database.db;
  const email = normalizeEmail(body.email);
  const errors: FieldErrorsBody = {};
  const taken = await accounts.taken(db, body.username, email);
  if (taken.username) errors.username = [USERNAME_TAKEN];
  if (taken.email) errors.email = [EMAIL_TAKEN];
  const problems = passwordProblems(body.password, {
    username: body.username,
    email,
    fullName: body.full_name,
  });
  if (problems.length > 0) errors.password = problems;
  if (body.password !== body.re_password) errors.re_password = [PASSWORD_MISMATCH];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await db.transaction((tx) =>
      accounts.create(tx, {
        username: body.username,
        email,
        fullName: body.full_name,
        phoneNumber: body.phone_number || null,
        passwordHash,
        isAgent: body.is_agent,
      }),
    );
  } catch (error) {
    throw takenFieldError(error) ?? error;
  }
  ctx.log.info({ user_id: id, is_agent: body.is_agent }, 'account created');
  return loadCurrentUser(ctx, id);
}
