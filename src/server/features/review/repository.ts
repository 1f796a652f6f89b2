import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/schema';

/** The review queue and decisions. */
export const reviewRepository = {
  /** Listings awaiting review (rejected ones wait for their owner's edit instead). */
  pending: () => and(eq(properties.status, 'pending'), eq(properties.reviewState, 'pending')),

  countPending: async (db: Db): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(properties).where(reviewRepository.pending());
    return row?.n ?? 0;
  },

  /** The condition "one of these listings" for the card query. */
  byIds: (ids: number[]) => inArray(properties.id, ids.length ? ids : [-1]),

  /** The publishers (owners) of the given listings, by listing id. */
  publishers: (db: Db, propertyIds: number[]) =>
    db
      .select({
        propertyId: properties.id,
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        isAgent: users.isAgent,
        isVerifiedAgent: users.isVerifiedAgent,
        dateJoined: users.dateJoined,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(inArray(properties.id, propertyIds.length ? propertyIds : [-1])),

  /** The whole descriptions of the given listings (lists cut them; reviewers read every word). */
  texts: (db: Db, propertyIds: number[]) =>
    db
      .select({
        id: properties.id,
        description: properties.description,
        descriptionAm: properties.descriptionAm,
      })
      .from(properties)
      .where(inArray(properties.id, propertyIds.length ? propertyIds : [-1])),

  /** Records a decision on a listing. */
  decide: async (
    db: Db,
    id: number,
    values: Pick<typeof properties.$inferInsert, 'status' | 'reviewState' | 'reviewNote' | 'reviewedById'>,
  ): Promise<void> => {
    await db
      .update(properties)
      .set({ ...values, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(properties.id, id));
  },
};
