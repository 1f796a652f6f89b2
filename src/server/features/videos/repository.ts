import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyVideos } from '../../db/schema';
import { selectVideos, type VideoRow } from '../properties';

/** A listing's videos: order, the one primary video, and their files. */
export const videosRepository = {
  /** How many videos the listing has, those of a change awaiting review included. */
  count: async (db: Db, propertyId: number): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(propertyVideos)
      .where(eq(propertyVideos.propertyId, propertyId));
    return row?.n ?? 0;
  },

  /** One video of a listing, as presenters want it (file, poster), pending ones included. */
  find: async (db: Db, propertyId: number, videoId: number): Promise<VideoRow | undefined> =>
    (await selectVideos(db, propertyId, true)).find((v) => v.id === videoId),

  /** The row of a video of a listing, locked for the transaction. */
  lock: async (db: Db, propertyId: number, videoId: number) => {
    const [row] = await db
      .select()
      .from(propertyVideos)
      .where(and(eq(propertyVideos.id, videoId), eq(propertyVideos.propertyId, propertyId)))
      .for('update');
    return row;
  },

  insert: async (db: Db, values: typeof propertyVideos.$inferInsert): Promise<number> => {
    const [row] = await db
      .insert(propertyVideos)
      .values({
        ...values,
        position: sql`(select coalesce(max(${propertyVideos.position}), -1) + 1 from ${propertyVideos} where ${propertyVideos.propertyId} = ${values.propertyId})`,
      })
      .returning({ id: propertyVideos.id });
    return row!.id;
  },

  update: async (db: Db, videoId: number, values: Partial<typeof propertyVideos.$inferInsert>) => {
    await db.update(propertyVideos).set(values).where(eq(propertyVideos.id, videoId));
  },

  /** Makes `videoId` the listing's only primary video (two statements: the unique index holds). */
  makePrimary: async (db: Db, propertyId: number, videoId: number) => {
    await db
      .update(propertyVideos)
      .set({ isPrimary: false })
      .where(and(eq(propertyVideos.propertyId, propertyId), eq(propertyVideos.isPrimary, true)));
    await db.update(propertyVideos).set({ isPrimary: true }).where(eq(propertyVideos.id, videoId));
  },

  delete: async (db: Db, videoId: number) => {
    await db.delete(propertyVideos).where(eq(propertyVideos.id, videoId));
  },

  /** The first published video in order (after a primary one was deleted), other than `except`. */
  first: async (db: Db, propertyId: number, except = -1) => {
    const [row] = await db
      .select({ id: propertyVideos.id })
      .from(propertyVideos)
      .where(
        and(
          eq(propertyVideos.propertyId, propertyId),
          eq(propertyVideos.pendingReview, false),
          ne(propertyVideos.id, except),
        ),
      )
      .orderBy(asc(propertyVideos.position), asc(propertyVideos.id))
      .limit(1);
    return row;
  },
};
