import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { FieldErrorsBody } from '@shared/errors';
import type { RegisterBody } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/users';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, fieldErrors } from '../../lib/errors';
import { normalizeEmail } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { loadCurrentUser } from '../users';
import { accountsRepository as accounts } from './accounts-repository';
import { sendConfirmationLink } from './email-service';
import { linksRepository as links } from './links-repository';
import { PASSWORD_MISMATCH, passwordProblems } from './password-policy';

const { usernameTaken, emailTaken } = ACCOUNT_MESSAGES;

/** Maps a unique-index violation (a sign-up racing another) to the same field error as the check. */
export function takenFieldError(error: unknown) {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_username_lower_key') return fieldError('username', usernameTaken);
  if (constraint === 'users_email_lower_key') return fieldError('email', emailTaken);
  return undefined;
}

/** True for a sign-up answer that says a username or an address is taken (it is rate-limited). */
export const saysTaken = (error: unknown) =>
  error instanceof AppError &&
  (error.fields?.username?.includes(usernameTaken) === true ||
    error.fields?.email?.includes(emailTaken) === true);

/**
 * `POST /auth/users/`: creates an account (and the agent profile of an agent) and e-mails the link
 * that confirms its address. Every problem is reported at once, per field, in Django's words. An
 * address is taken when an account uses it, confirmed or not, or while it may go back to the
 * account it was changed away from (a live undo link).
 */
export async function register(ctx: AppContext, body: RegisterBody): Promise<CurrentUser> {
  const db = ctx.database.db;
  const email = normalizeEmail(body.email);
  const errors: FieldErrorsBody = {};
  const taken = await accounts.taken(db, body.username, email);
  if (taken.username) errors.username = [usernameTaken];
  if (taken.email || (await links.reserved(db, email))) errors.email = [emailTaken];
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
  // In the background: a slow or failing mail server never fails the sign-up (the profile can
  // send the link again).
  sendConfirmationLink(ctx, id).catch((error: unknown) =>
    ctx.log.error({ err: error, user_id: id }, 'could not send the confirmation e-mail'),
  );
  return loadCurrentUser(ctx, id);
}
