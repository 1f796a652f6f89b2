import { listingQuality, QUALITY_FRESH_DAYS, QUALITY_SHARP_WIDTH } from '@shared/listing-quality';
import { and, asc, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { properties } from '../../db/schema';

/**
 * The stored quality score of listings (decision 051): the same function the publisher sees on
 * My Properties (`@shared/listing-quality`, decision 041), computed here from the row and its
 * photo count and kept in `quality_score`, which the "Recommended" sort reads. Writers rescore
 * the listing they wrote in their own transaction; the freshness pass rescores what a write did
 * not (`staleQuality`), among them the listings whose freshness lapsed since they were scored.
 */

const BATCH = 500;

// The photos and videos the score counts, for the listing `listingId` names (a column of the outer
// query: inside these subqueries a bare "id" would be the photo's). One definition for the stored
// score and for the owner's cards, whose waiting change shows its own gallery (`galleryTable`).
const imagesOf = (galleryTable: SQL, listingId: SQL) =>
  sql`(select count(*)::int from ${galleryTable} g where g.property_id = ${listingId})`;
const sharpImagesOf = (galleryTable: SQL, listingId: SQL) =>
  sql`(select count(*)::int from ${galleryTable} g join images i on i.id = g.image_id
       where g.property_id = ${listingId} and i.width >= ${QUALITY_SHARP_WIDTH})`;
/** Videos the public sees, or with `waitingToo` also those of the owner's waiting change. */
const videosOf = (listingId: SQL, waitingToo: boolean) =>
  sql`(select count(*)::int from property_videos v where v.property_id = ${listingId}
       ${waitingToo ? sql`` : sql`and not v.pending_review`})`;
const PUBLISHED = sql`property_images`;
const PROPOSED = sql`property_revision_images`;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The moment a listing was last vouched for, as `freshSince` computes it. */
const freshSince = sql`greatest(${properties.updatedAt}, ${properties.lastConfirmedAt})`;

/**
 * Listings whose stored score may be wrong at `now`: never scored, written since they were
 * scored, or fresh when scored and no longer fresh.
 */
const staleQuality = (now: Date): SQL => sql`(${properties.qualityScoredAt} is null
  or ${properties.qualityScoredAt} < ${freshSince}
  or (${freshSince} + make_interval(days => ${QUALITY_FRESH_DAYS}) <= ${at(now)}
      and ${properties.qualityScoredAt} < ${freshSince} + make_interval(days => ${QUALITY_FRESH_DAYS})))`;

/** Rescores the listings matching `where` at `now`, a batch at a time; answers how many changed score. */
export async function rescoreWhere(db: Db, where: SQL, now: Date): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const batch = await rescoreBatch(db, where, now, after);
    changed += batch.changed;
    if (batch.last === null) return changed;
    after = batch.last;
  }
}

/**
 * The stale listings (`staleQuality`) rescored one batch per transaction, each begun only when
 * `granted(tx)` (the freshness pass's lock): what is done survives a stop, and no row stays locked
 * for the whole table. After a migration every listing is stale: as one transaction, 100,000 of
 * them took longer than a busy server lived, and each start began again.
 */
export async function rescoreStale(
  db: Db,
  now: Date,
  granted: (tx: Db) => Promise<boolean>,
  batchSize = BATCH,
): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) =>
      (await granted(tx)) ? rescoreBatch(tx, staleQuality(now), now, after, batchSize) : null,
    );
    if (!batch) return changed;
    changed += batch.changed;
    if (batch.last === null || batch.count < batchSize) return changed;
    after = batch.last;
  }
}

/** One batch of `rescoreWhere`: the listings after id `after`; `last` is null when none were left. */
async function rescoreBatch(
  db: Db,
  where: SQL,
  now: Date,
  after: number,
  batchSize = BATCH,
): Promise<{ count: number; changed: number; last: number | null }> {
  const p = properties;
  const rows = await db
    .select({
      id: p.id,
      listing_type: p.listingType,
      property_type: p.propertyType,
      images_count: sql<number>`${imagesOf(PUBLISHED, sql`properties.id`)}`,
      sharp_images_count: sql<number>`${sharpImagesOf(PUBLISHED, sql`properties.id`)}`,
      videos_count: sql<number>`${videosOf(sql`properties.id`, false)}`,
      latitude: p.latitude,
      longitude: p.longitude,
      area: p.area,
      description: p.description,
      description_am: p.descriptionAm,
      furnished: p.furnished,
      condominium_scheme: p.condominiumScheme,
      floor: p.floor,
      title_deed: p.titleDeed,
      advance_months: p.advanceMonths,
      landmark: p.landmark,
      updatedAt: p.updatedAt,
      lastConfirmedAt: p.lastConfirmedAt,
      qualityScore: p.qualityScore,
    })
    .from(p)
    .where(and(where, gt(p.id, after)))
    .orderBy(asc(p.id))
    .limit(batchSize);
  if (rows.length === 0) return { count: 0, changed: 0, last: null };
  let changed = 0;
  const values = rows.map((r) => {
    const { score } = listingQuality(
      { ...r, updated_at: r.updatedAt.toISOString(), last_confirmed_at: r.lastConfirmedAt.toISOString() },
      now.getTime(),
    );
    if (score !== r.qualityScore) changed++;
    return sql`(${r.id}::int, ${score}::smallint)`;
  });
  await db.execute(sql`
    update ${properties} set quality_score = v.score, quality_scored_at = ${at(now)}
    from (values ${sql.join(values, sql`, `)}) as v(id, score)
    where ${properties.id} = v.id`);
  return { count: rows.length, changed, last: rows.at(-1)!.id };
}

/** Rescores the given listings (a writer's, inside its transaction). */
export const rescoreListings = (db: Db, ids: number[], now = new Date()): Promise<number> =>
  ids.length ? rescoreWhere(db, inArray(properties.id, ids), now) : Promise.resolve(0);

/**
 * What My Properties' cards add for the score (decision 041): sharp photos and videos, of the
 * waiting change's gallery for the listings in `proposed`, of the published one for the others.
 */
export async function qualityMedia(
  db: Db,
  ids: number[],
  proposed: ReadonlySet<number>,
): Promise<Map<number, { sharp_images_count: number; videos_count: number }>> {
  if (!ids.length) return new Map();
  const id = sql`p.id`;
  const intArray = (list: Iterable<number>) => `{${[...list].join(',')}}`;
  const result = await db.execute(sql`
    select p.id,
      case when p.id = any(${intArray(proposed)}::int[])
        then ${sharpImagesOf(PROPOSED, id)} else ${sharpImagesOf(PUBLISHED, id)} end as sharp,
      ${videosOf(id, true)} as videos
    from properties p where p.id = any(${intArray(ids)}::int[])`);
  const rows = rowsOf<{ id: number; sharp: number; videos: number }>(result);
  return new Map(rows.map((r) => [r.id, { sharp_images_count: r.sharp, videos_count: r.videos }]));
}
