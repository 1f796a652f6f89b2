import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, savedSearches } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type NewSavedSearch = typeof savedSearches.$inferInsert;

const own = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** When a listing became public: staff's approval, else its publication. */
const publicSince = sql`coalesce(${properties.reviewedAt}, ${properties.createdAt})`;

/** Saved searches, always read through their owner. */
export const searchesRepository = {
  list: (db: Db, userId: number) =>
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(savedSearches.createdAt, savedSearches.id),

  find: async (db: Db, userId: number, id: number): Promise<SavedSearchRow | undefined> =>
    (await db.select().from(savedSearches).where(own(userId, id)))[0],

  count: async (db: Db, userId: number): Promise<number> =>
    (await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)))[0]?.n ?? 0,

  insert: async (db: Db, row: NewSavedSearch): Promise<SavedSearchRow> =>
    (await db.insert(savedSearches).values(row).returning())[0]!,

  update: async (db: Db, userId: number, id: number, values: Partial<NewSavedSearch>) =>
    (
      await db
        .update(savedSearches)
        .set({ ...values, updatedAt: new Date() })
        .where(own(userId, id))
        .returning()
    )[0],

  remove: async (db: Db, userId: number, id: number): Promise<boolean> =>
    (await db.delete(savedSearches).where(own(userId, id)).returning({ id: savedSearches.id })).length > 0,

  /**
   * Pauses searches whatever their owner (an unsubscribe link, checked by its signature); how many
   * were running.
   */
  pause: async (db: Db, ids: number[]): Promise<number> =>
    (
      await db
        .update(savedSearches)
        .set({ paused: true, updatedAt: new Date() })
        .where(and(inArray(savedSearches.id, ids), eq(savedSearches.paused, false)))
        .returning({ id: savedSearches.id })
    ).length,

  /** The language one of these searches was saved in (an unsubscribe link's page speaks it). */
  languageOf: async (db: Db, ids: number[]): Promise<string | null> =>
    (
      await db
        .select({ language: savedSearches.language })
        .from(savedSearches)
        .where(inArray(savedSearches.id, ids))
        .orderBy(savedSearches.id)
        .limit(1)
    )[0]?.language ?? null,

  /** Listings of a search's conditions, and those public since `since`. */
  counts: async (db: Db, where: SQL | undefined, since: Date) => {
    const [row] = await db
      .select({
        all: count(),
        fresh:
          sql<number>`count(*) filter (where ${publicSince} > ${since.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(properties)
      .where(where);
    return { all: row?.all ?? 0, fresh: row?.fresh ?? 0 };
  },
};
