const DAY_MS = 24 * 60 * 60 * 1000;

/** Listings confirmed this many days ago or less are marked "Recently confirmed" (decision 036). */
export const RECENT_DAYS = 7;

/** Whole days since a listing was confirmed (0: today), never negative. */
export function daysSince(at: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(at)) / DAY_MS));
}
