import type { AppContext } from '../../context';
import { createRateLimits, type RateLimitRule } from '../../lib/rate-limit';

/**
 * Abuse limits of the account endpoints (points per duration in seconds). Overridable through
 * `ctx.rateLimits.rules` (tests use small ones); counted in memory unless a shared store is given.
 */
export const AUTH_LIMITS = {
  /** Sign-in attempts per IP address, whatever the account (credentials and social callbacks). */
  signInIp: { points: 20, duration: 15 * 60 },
  /**
   * Failed sign-ins per account from one address; that address's success clears them. Guessing
   * from one address is as slow as ever, and its failures lock only that address out.
   */
  signInAccountAddress: { points: 5, duration: 15 * 60 },
  /**
   * Failed sign-ins per account from every address together: five addresses spending their whole
   * allowance at once (decision 030). Not cleared by a success, which would give a guesser spread
   * over many addresses a fresh allowance each time the owner signs in.
   */
  signInAccount: { points: 25, duration: 15 * 60 },
  /** Sign-ups per IP address. */
  registerIp: { points: 10, duration: 60 * 60 },
  /**
   * Sign-up answers that say a username or an address is taken, per IP address: a person learns
   * that their name is taken; a list of addresses cannot be checked one after another.
   */
  registerTakenIp: { points: 30, duration: 24 * 60 * 60 },
  /** Password-reset requests per IP address, and per e-mail address. */
  resetIp: { points: 5, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
  /** Token refreshes per IP address. */
  refreshIp: { points: 60, duration: 60 },
  /** Wrong current passwords per user when changing the password. */
  passwordChangeUser: { points: 5, duration: 15 * 60 },
  /** Mails about the address a user may cause: confirmation links sent again, change requests. */
  emailLinksUser: { points: 5, duration: 60 * 60 },
  /** Wrong current passwords per user when changing the e-mail address. */
  emailPasswordUser: { points: 5, duration: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;

export const createAuthLimits = (ctx: AppContext) => createRateLimits('auth', AUTH_LIMITS, ctx.rateLimits);
export type AuthLimits = ReturnType<typeof createAuthLimits>;
