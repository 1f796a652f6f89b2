import { createHmac, hkdfSync } from 'node:crypto';
import { isbot } from 'isbot';
import { addressKey } from './address-key';
import type { Viewer } from './viewer';

/** Who sent a request that is counted (a listing view, an ad event): never stored as such. */
export interface Visitor {
  ip: string;
  userAgent: string;
  viewer: Viewer | null;
}

/** Addis Ababa is UTC+3 all year (no daylight saving). */
const ADDIS_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** Today in Addis Ababa: views and ad events count once per visitor and local day. */
export function addisDay(now = Date.now()): string {
  return new Date(now + ADDIS_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the marks of `day` may go: the end of that day in Addis Ababa, at least a minute from now. */
export function marksExpireAt(day: string, now = Date.now()): number {
  return Math.max(Date.parse(`${day}T00:00:00Z`) - ADDIS_OFFSET_MS + DAY_MS, now + 60_000);
}

/** Not counted: search engines and other bots name themselves, and scripts often send no User-Agent. */
export const isBotVisitor = (userAgent: string): boolean => !userAgent || isbot(userAgent);

const derived = new Map<string, Buffer>();

/**
 * What a visitor counts as on `day`: its address and, signed in, its user (`u:<id>`); a view or
 * an ad event counts once per day for each (decision 030). The User-Agent plays no part: a client
 * that changes it is still one visitor. The address is an HMAC keyed with a key derived from the
 * server's secret, with the day in it, so that a stored key can neither be turned back into the
 * address (all of IPv4 is quickly tried against a plain hash) nor followed from one day to the next.
 */
export function visitorKeys(secret: string, visitor: Visitor, day: string): string[] {
  let key = derived.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'sefer visitor keys', 32));
    derived.set(secret, key);
  }
  const address = createHmac('sha256', key)
    .update(`${day}|${addressKey(visitor.ip)}`)
    .digest('base64url');
  const keys = [`a:${address.slice(0, 22)}`];
  if (visitor.viewer) keys.push(`u:${visitor.viewer.id}`);
  return keys;
}
