import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, savedProperties } from '../../db/schema';
import { isPublicListing } from '../properties';

/** A user's saved listings that the public may still see. */
const visibleSaves = (userId: number) => and(eq(savedProperties.userId, userId), isPublicListing());

/** Favourites: one row per user and listing. */
export const savedRepository = {
  /** Saves; true when it was not saved before. */
  save: async (db: Db, userId: number, propertyId: number): Promise<boolean> => {
    const rows = await db
      .insert(savedProperties)
      .values({ userId, propertyId })
      .onConflictDoNothing()
      .returning({ propertyId: savedProperties.propertyId });
    return rows.length > 0;
  },

  unsave: async (db: Db, userId: number, propertyId: number): Promise<void> => {
    await db
      .delete(savedProperties)
      .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
  },

  /** One page of saves, newest first. */
  page: (db: Db, userId: number, limit: number, offset: number) =>
    db
      .select({ propertyId: savedProperties.propertyId, savedAt: savedProperties.createdAt })
      .from(savedProperties)
      .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
      .where(visibleSaves(userId))
      .orderBy(desc(savedProperties.createdAt), desc(savedProperties.propertyId))
      .limit(limit)
      .offset(offset),

  count: async (db: Db, userId: number): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(savedProperties)
      .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
      .where(visibleSaves(userId));
    return row?.n ?? 0;
  },

  /** The card query's condition for the listings of a page. */
  byIds: (ids: number[]) => inArray(properties.id, ids.length ? ids : [-1]),
};
