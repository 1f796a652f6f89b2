/**
 * Texts the account endpoints answer with, in the words of Django and djoser where they have
 * them (a DRF client shows them as they are). The field errors among them have codes in
 * src/shared/server-messages.ts, the others their own error code (src/shared/errors.ts).
 */
export const ACCOUNT_MESSAGES = {
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  wrongPassword: 'Invalid password.',
  /** Every unusable link: unknown user, wrong, spent or expired token alike. */
  invalidLink: 'Invalid token for given user.',
  sameEmail: 'This is already your e-mail address.',
  emailChangeNeedsPassword: 'Change the e-mail address with your password (POST /auth/users/set_email/).',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  reauthenticate: 'Sign in again to change your e-mail address.',
  emailInUse: 'An account with this e-mail address already exists. Sign in with your password to continue.',
  emailNotConfirmed:
    'An account with this e-mail address exists, but its address has not been confirmed, so it cannot be opened with a social sign-in. If it is yours, sign in with its password and confirm the address from your profile; if it is not, use "Forgot password" to take the address back.',
} as const;
