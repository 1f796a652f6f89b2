import type { AdPlacement, AdType } from '@shared/enums';
import type { AdState } from '@shared/schemas/admin-ads';
import { ADDIS_TIME_ZONE } from '@shared/schemas/admin-form';
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adEvents, advertisements, images } from '../../db/schema';

export interface AdFilter {
  placement?: AdPlacement;
  adType?: AdType;
  state?: AdState;
  search?: string;
}

const a = advertisements;
// A literal, not a parameter: GROUP BY must repeat the very expression the SELECT list has.
const ADDIS_ZONE = sql.raw(`'${ADDIS_TIME_ZONE}'`);

/** Whether an ad is on screen now, by its flag and dates (the same rule the public slots use). */
const stateSql = sql<AdState>`case
  when not ${a.isActive} then 'inactive'
  when ${a.startsAt} is not null and ${a.startsAt} > now() then 'scheduled'
  when ${a.endsAt} is not null and ${a.endsAt} < now() then 'ended'
  else 'running' end`;

function conditions(f: AdFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.placement) c.push(eq(a.placement, f.placement));
  if (f.adType) c.push(eq(a.adType, f.adType));
  if (f.state) c.push(sql`${stateSql} = ${f.state}`);
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(sql`(lower(${a.headline}) like ${like} or lower(${a.targetAction}) like ${like})`);
  }
  return and(...c);
}

const columns = { ad: a, state: stateSql, image: images };

/** Advertisements as staff manage them, with their running totals. */
export const adsRepository = {
  page: (db: Db, f: AdFilter, limit: number, offset: number) =>
    db
      .select(columns)
      .from(a)
      .leftJoin(images, eq(images.id, a.imageId))
      .where(conditions(f))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(limit)
      .offset(offset),

  count: async (db: Db, f: AdFilter) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(a).where(conditions(f));
    return row?.n ?? 0;
  },

  byId: async (db: Db, id: number) => {
    const [row] = await db
      .select(columns)
      .from(a)
      .leftJoin(images, eq(images.id, a.imageId))
      .where(eq(a.id, id));
    return row;
  },

  /** The row, locked so that two edits of one ad apply one after the other. */
  lock: async (db: Db, id: number) => {
    const [row] = await db.select().from(a).where(eq(a.id, id)).for('update');
    return row;
  },

  insert: async (db: Db, values: typeof a.$inferInsert) => {
    const [row] = await db.insert(a).values(values).returning({ id: a.id });
    return row!.id;
  },

  update: async (db: Db, id: number, values: Partial<typeof a.$inferInsert>) => {
    await db
      .update(a)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(a.id, id));
  },

  /** Impressions and clicks per Addis Ababa day since `since` (days without events are absent). */
  perDay: (db: Db, adId: number, since: Date) => {
    const day = sql<string>`to_char(${adEvents.occurredAt} at time zone ${ADDIS_ZONE}, 'YYYY-MM-DD')`;
    return db
      .select({
        day,
        impressions: sql<number>`count(*) filter (where ${adEvents.kind} = 'impression')::int`,
        clicks: sql<number>`count(*) filter (where ${adEvents.kind} = 'click')::int`,
      })
      .from(adEvents)
      .where(and(eq(adEvents.adId, adId), gte(adEvents.occurredAt, since)))
      .groupBy(day);
  },
};

export type AdRow = NonNullable<Awaited<ReturnType<typeof adsRepository.byId>>>;
