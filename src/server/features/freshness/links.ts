import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_ACTIONS } from '@shared/schemas/freshness';

/**
 * The three one-tap links of a freshness reminder (decision 036). Each is signed with the
 * server's secret and names one reminder, one action and its expiry: a link cannot be turned into
 * another action, another listing or a later expiry without the secret. The reminder's row makes
 * them usable once (whichever of the three is used first); they work without signing in.
 */
export { REMINDER_ACTIONS };
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

/** What a link stands for, once its signature is checked. */
export interface ReminderLink {
  reminderId: number;
  action: ReminderAction;
  expiresAt: Date;
}

/** Kept apart from every other use of the secret: a signature of this kind means nothing elsewhere. */
const PURPOSE = 'sefer.listing-reminder.v1';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');

/** The token of one link: `<payload>.<signature>`, URL-safe. */
export function signReminderLink(secret: string, link: ReminderLink): string {
  const seconds = Math.floor(link.expiresAt.getTime() / 1000);
  const payload = Buffer.from(`${link.reminderId}.${link.action}.${seconds}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The link a token stands for when its signature holds (expiry and use are checked by the caller). */
export function readReminderLink(secret: string, token: string): ReminderLink | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const match = /^(\d{1,10})\.([a-z]+)\.(\d{1,12})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match || !(REMINDER_ACTIONS as readonly string[]).includes(match[2]!)) return undefined;
  return {
    reminderId: Number(match[1]),
    action: match[2] as ReminderAction,
    expiresAt: new Date(Number(match[3]) * 1000),
  };
}
