/**
 * Times of the alerts (decision 038). Addis Ababa keeps UTC+3 all year (no daylight saving), so
 * 08:00 there is 05:00 UTC.
 */
export const ADDIS_ABABA_UTC_OFFSET_HOURS = 3;
const DIGEST_HOUR_UTC = 8 - ADDIS_ABABA_UTC_OFFSET_HOURS;

/** The day in Addis Ababa of a moment, `YYYY-MM-DD` (the staff's statistics count by it). */
export const addisDay = (at: Date): string =>
  new Date(at.getTime() + ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The next daily digest after `now`: 08:00 Addis Ababa time today, else tomorrow. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** Attempts before a message is given up. */
export const MAX_ATTEMPTS = 5;
/** How long a taken job is one worker's before another may take it again (a crashed worker's). */
export const LEASE_MS = 2 * 60_000;

/** The wait before the next attempt: 1, 4, 16, 64 minutes (a send that failed `attempts` times). */
export const backoffMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);
