import type { AppContext } from '../../context';
import { createRateLimits, type RateLimitRule } from '../../lib/rate-limit';

/**
 * Inquiries e-mail other people: a sender may write a handful an hour, enough for anyone shopping
 * for a home and too few for spam. Overridable through `ctx.rateLimits.rules`.
 */
const INQUIRY_LIMITS = {
  /** Inquiries per sender (user id). */
  inquirySender: { points: 10, duration: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const createInquiryLimits = (ctx: AppContext) =>
  createRateLimits('inquiries', INQUIRY_LIMITS, ctx.rateLimits);
