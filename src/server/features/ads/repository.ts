import type { AdPlacement, AdType } from '@shared/enums';
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { adEvents, advertisements, images } from '../../db/schema';

/** Which ads a slot asks for. */
export interface AdSlotFilter {
  placement?: AdPlacement;
  adType?: AdType;
}

/** Active, and within its dates (an open end means no limit). */
function showable(filter: AdSlotFilter, now: Date): SQL {
  const a = advertisements;
  return and(
    eq(a.isActive, true),
    or(isNull(a.startsAt), lte(a.startsAt, now)),
    or(isNull(a.endsAt), gt(a.endsAt, now)),
    filter.placement ? eq(a.placement, filter.placement) : undefined,
    filter.adType ? eq(a.adType, filter.adType) : undefined,
  )!;
}

export type AdRow = Awaited<ReturnType<typeof selectActiveAds>>[number];

/**
 * One page of the ads a slot shows. Featured ads first, then the least shown: every request
 * serves the ads that have had the fewest impressions, so a slot rotates its ads evenly without
 * any state of its own (and answers stay cacheable for everybody).
 */
export function selectActiveAds(db: Db, filter: AdSlotFilter, limit: number, offset: number, now: Date) {
  const a = advertisements;
  return db
    .select({
      id: a.id,
      adType: a.adType,
      placement: a.placement,
      altText: a.altText,
      headline: a.headline,
      description: a.description,
      ctaText: a.ctaText,
      buttonText: a.buttonText,
      targetAction: a.targetAction,
      isFeatured: a.isFeatured,
      image: {
        id: images.id,
        width: images.width,
        height: images.height,
        placeholder: images.placeholder,
        dominantColor: images.dominantColor,
        variants: images.variants,
      },
    })
    .from(a)
    .leftJoin(images, eq(images.id, a.imageId))
    .where(showable(filter, now))
    .orderBy(desc(a.isFeatured), asc(a.impressionsCount), asc(a.id))
    .limit(limit)
    .offset(offset);
}

export async function countActiveAds(db: Db, filter: AdSlotFilter, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(advertisements).where(showable(filter, now));
  return row?.n ?? 0;
}

/** How many ads each placement and type can show now (pairs with none are not listed). */
export function countActiveAdsBySlot(db: Db, now: Date) {
  const a = advertisements;
  return db
    .select({ placement: a.placement, adType: a.adType, n: count() })
    .from(a)
    .where(showable({}, now))
    .groupBy(a.placement, a.adType);
}

export type AdEventKind = 'impression' | 'click';

/**
 * Records one impression or click: the event row (per-day reports) and the ad's running total,
 * in one statement. False when the ad does not exist.
 */
export async function recordAdEvent(db: Db, adId: number, kind: AdEventKind): Promise<boolean> {
  const counter = kind === 'click' ? sql.raw('clicks_count') : sql.raw('impressions_count');
  const result = await db.execute(sql`
    with ad as (
      update ${advertisements} set ${counter} = ${counter} + 1
      where ${advertisements.id} = ${adId}
      returning ${advertisements.id}
    )
    insert into ${adEvents} (ad_id, kind) select id, ${kind} from ad
    returning ad_id`);
  return rowsOf(result).length > 0;
}
