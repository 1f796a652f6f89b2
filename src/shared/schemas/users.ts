import { z } from 'zod';
import { emailField, phoneField } from './auth';
import { text } from './common';

/** The signed-in user (`GET /auth/users/me/`, and the answer of `PATCH /users/profile/`). */
export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** The address has been proven by a link opened (or by the provider that made the account). */
  email_confirmed: z.boolean(),
  /** A new address waiting for its link to be opened (the address stays `email` until then). */
  pending_email: z.string().nullable(),
  /** False for accounts made through a social sign-in that never set a password. */
  has_usable_password: z.boolean(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  telegram_username: z.string().nullable(),
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
  is_agent: z.boolean(),
  is_verified_agent: z.boolean(),
  is_staff: z.boolean(),
  company_name: z.string().nullable(),
  agent_license_number: z.string().nullable(),
  date_joined: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { message: `Ensure this field has no more than ${max} characters.` })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * `PATCH /users/profile/` (JSON or multipart; the picture as the file `profile_picture`). Only these
 * fields can change: roles, verification and the username cannot (they are ignored).
 */
export const updateProfileBody = z.object({
  full_name: text().trim().min(1, { message: 'This field may not be blank.' }).max(150).optional(),
  email: emailField.optional(),
  phone_number: phoneField
    .or(z.literal(''))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  bio: optionalText(2000),
  telegram_username: text()
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z.string().regex(/^$|^[A-Za-z][A-Za-z0-9_]{4,31}$/, { message: 'Enter a valid Telegram username.' }),
    )
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** Agents only. */
  company_name: optionalText(200),
  /** Agents only. */
  agent_license_number: optionalText(100),
  /** true removes the current picture. */
  remove_profile_picture: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** `POST /admin/agents/{id}/verify/` and `/unverify/` (staff): the agent's verification after the change. */
export const agentVerificationResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  is_agent: z.boolean(),
  is_verified_agent: z.boolean(),
  verified_at: z.string().nullable(),
  verified_by: z.number().int().nullable(),
});
export type AgentVerification = z.infer<typeof agentVerificationResponse>;
