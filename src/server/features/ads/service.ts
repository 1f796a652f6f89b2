import type { ActiveAdsQuery, ActiveAdsResponse, AdSlotsResponse } from '@shared/schemas/ads';
import type { AppContext } from '../../context';
import type { MarkStore } from '../../lib/day-marks';
import { notFound } from '../../lib/errors';
import { addisDay, isBotVisitor, marksExpireAt, type Visitor, visitorKeys } from '../../lib/visitors';
import { presentAd } from './presenter';
import {
  type AdEventKind,
  countActiveAds,
  countActiveAdsBySlot,
  recordAdEvent,
  selectActiveAds,
} from './repository';

/** DRF's limit/offset `next` and `previous` links, other query parameters kept. */
function offsetLinks(absoluteUrl: string, limit: number, offset: number, count: number) {
  const link = (target: number) => {
    const u = new URL(absoluteUrl);
    u.searchParams.set('limit', String(limit));
    if (target <= 0) u.searchParams.delete('offset');
    else u.searchParams.set('offset', String(target));
    return u.toString();
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  };
}

/** `GET /properties/ads/active/`: public, read from the replica. */
export async function listActiveAds(
  ctx: AppContext,
  q: ActiveAdsQuery,
  absoluteUrl: string,
): Promise<ActiveAdsResponse> {
  const now = new Date();
  const filter = { placement: q.placement, adType: q.ad_type };
  const read = ctx.database.read;
  const [rows, count] = await Promise.all([
    selectActiveAds(read, filter, q.limit, q.offset, now),
    countActiveAds(read, filter, now),
  ]);
  return {
    count,
    ...offsetLinks(absoluteUrl, q.limit, q.offset, count),
    results: rows.map((row) => presentAd(ctx.storage, row)),
  };
}

/** `GET /properties/ads/slots/`: public, read from the replica. */
export async function countAdSlots(ctx: AppContext): Promise<AdSlotsResponse> {
  const rows = await countActiveAdsBySlot(ctx.database.read, new Date());
  return { slots: Object.fromEntries(rows.map((r) => [`${r.placement}:${r.adType}`, r.n])) };
}

/** What happened to a tracking call (sent back in a header, for monitoring and tests). */
export type TrackOutcome = 'recorded' | 'duplicate' | 'bot';

/**
 * `POST /properties/advertisements/{id}/track_impression|track_click/`. Bots are not counted; an
 * impression or a click counts once per ad, address and day, and once per signed-in user and day,
 * whatever the browser says it is (decision 030); an unknown ad is a 404.
 */
export async function trackAdEvent(
  ctx: AppContext,
  marks: MarkStore,
  adId: number,
  kind: AdEventKind,
  visitor: Visitor,
): Promise<TrackOutcome> {
  if (isBotVisitor(visitor.userAgent)) return 'bot';
  const day = addisDay();
  const scope = `${adId}|${kind}|${day}`;
  const keys = visitorKeys(ctx.config.jwtSecret, visitor, day);
  if (!(await marks.claim(scope, keys, marksExpireAt(day)))) return 'duplicate';
  let recorded = false;
  try {
    recorded = await recordAdEvent(ctx.database.db, adId, kind);
  } finally {
    // Not recorded (an unknown ad, a failed write): a retry must not pass for a duplicate.
    if (!recorded) await marks.release(scope, keys);
  }
  if (!recorded) throw notFound('Advertisement not found.');
  return 'recorded';
}
