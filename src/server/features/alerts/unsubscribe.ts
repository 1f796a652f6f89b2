import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

/**
 * One-click unsubscribe links (RFC 8058): the searches' ids signed with the server's secret, so
 * the link works without signing in and cannot be made for someone else's searches.
 */
const sign = (secret: string, ids: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${ids}`).digest('base64url').slice(0, 32);

export function unsubscribeUrl(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, searchIds: number[]): string {
  const ids = [...new Set(searchIds)].sort((a, b) => a - b).join(',');
  return `${config.publicUrl}/api/alerts/unsubscribe/?s=${ids}&t=${sign(config.jwtSecret, ids)}`;
}

/** The search ids a link stands for, or null when its signature is wrong. */
export function readUnsubscribe(secret: string, ids: string, token: string): number[] | null {
  if (!/^\d{1,10}(,\d{1,10}){0,99}$/.test(ids)) return null;
  const expected = Buffer.from(sign(secret, ids));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return ids.split(',').map(Number);
}
