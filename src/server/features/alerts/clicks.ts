import type { Config } from '../../config';

/**
 * Alert links go through a redirect that counts them (staff statistics, decision 053). It leads
 * only to Sefer's own pages a message can name — a listing, or the list, search or map with a
 * query — as a path on this site, so it can never be used to send someone elsewhere.
 */
const TARGET = /^\/(?:properties\/\d{1,10}|properties|search|map)(?:\?[\w%=&+.,:-]*)?$/;

export const isAlertTarget = (to: string): boolean => TARGET.test(to);

/** The counted link to one of Sefer's paths, for a message of this channel. */
export function alertLink(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  channel: 'email' | 'telegram',
): string {
  // `/` may stay as it is in a query (RFC 3986): the path stays readable in the message.
  return `${config.publicUrl}/api/alerts/go/?c=${channel}&to=${encodeURIComponent(to).replace(/%2F/g, '/')}`;
}
