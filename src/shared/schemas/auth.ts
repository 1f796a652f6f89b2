import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { text } from './common';

/**
 * Accounts and sessions (spec §4 Authentication, DESIGN §3: djoser + SimpleJWT conventions).
 * Field messages are the ones Django's validators give, so a DRF client shows them unchanged.
 */

const required = 'This field is required.';
const trimmed = (max: number) =>
  text({ message: required })
    .trim()
    .min(1, { message: 'This field may not be blank.' })
    .max(max, { message: `Ensure this field has no more than ${max} characters.` });

const usernameField = trimmed(150).regex(/^[\w.@+-]+$/, {
  message: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
});
export const emailField = trimmed(254).pipe(z.email({ message: 'Enter a valid email address.' }));
/** Ethiopian numbers (+2519…, 09…, 07…) and international ones: digits, spaces, +, -, (). */
export const phoneField = text()
  .trim()
  .max(20, { message: 'Ensure this field has no more than 20 characters.' })
  .regex(/^\+?[\d\s()-]{7,20}$/, { message: 'Enter a valid phone number.' });
export const passwordField = text({ message: required })
  .min(PASSWORD_MIN_LENGTH, {
    message: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(128, { message: 'Ensure this field has no more than 128 characters.' });

/** `POST /auth/users/`: sign up (agents choose "register as agent"). */
export const registerBody = z.object({
  username: usernameField,
  email: emailField,
  full_name: trimmed(150),
  phone_number: phoneField.optional().or(z.literal('')),
  password: passwordField,
  re_password: text({ message: required }),
  is_agent: z.boolean().optional().default(false),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** `POST /auth/jwt/create/`: sign in with a username or an e-mail address. */
export const signInBody = z
  .object({
    username: text().trim().max(254).optional(),
    email: text().trim().max(254).optional(),
    password: text({ message: required }).min(1, { message: 'This field may not be blank.' }).max(128),
  })
  .refine((b) => Boolean(b.username || b.email), { message: required, path: ['username'] });
export type SignInBody = z.infer<typeof signInBody>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** `POST /auth/jwt/refresh/`: the refresh token is spent and a new pair comes back (rotation). */
export const refreshBody = z.object({ refresh: text({ message: required }).min(1).max(200) });

/** `POST /auth/logout/`: ends the sign-in the refresh token belongs to. */
export const logoutBody = refreshBody;

/** `POST /auth/users/set_password/` */
export const setPasswordBody = z.object({
  current_password: text({ message: required }).min(1).max(128),
  new_password: passwordField,
  re_new_password: text({ message: required }),
});

/** `POST /auth/users/reset_password/`: always 204, whether the address has an account or not. */
export const resetPasswordBody = z.object({ email: emailField });

/** `POST /auth/users/reset_password_confirm/` with the uid and token of the e-mailed link. */
export const resetPasswordConfirmBody = z.object({
  uid: text({ message: required }).min(1).max(64),
  token: text({ message: required }).min(1).max(128),
  new_password: passwordField,
  re_new_password: text({ message: required }),
});

/**
 * The uid and token of an e-mailed link: `POST /auth/users/activation/` (confirm the address),
 * `/auth/users/set_email_confirm/` (take the new address) and `/auth/users/set_email_undo/`.
 */
export const accountLinkBody = z.object({
  uid: text({ message: required }).min(1).max(64),
  token: text({ message: required }).min(1).max(128),
});
export type AccountLinkBody = z.infer<typeof accountLinkBody>;

/**
 * `POST /auth/users/set_email/`: the current password (accounts without one: a recent sign-in
 * instead). The address changes only when the link e-mailed to it is opened.
 */
export const setEmailBody = z.object({
  new_email: emailField,
  current_password: text().max(128).optional(),
});
export type SetEmailBody = z.infer<typeof setEmailBody>;

/**
 * The answer of `POST /auth/users/set_email_undo/`: a fresh password-reset link (uid and token)
 * for the account, since whoever changed the address knew its password.
 */
export const emailUndoResponse = z.object({ uid: z.string(), token: z.string() });

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `GET /users/auth/providers/`: the providers configured on this installation. */
export const providersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(SOCIAL_PROVIDERS), name: z.string() })),
});

/** `POST /users/auth/{provider}/callback/` with what the provider sent back to the browser. */
export const socialCallbackBody = z.object({
  code: text({ message: required }).min(1).max(2048),
  state: text({ message: required }).min(1).max(256),
});
export const providerParams = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { message: 'Unknown provider.' }),
});
