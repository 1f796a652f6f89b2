import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyRevisions, users } from '../../db/schema';

/**
 * What waits for staff: new listings (rejected ones wait for their owner's edit instead), and
 * published listings with a change waiting (decision 028).
 */
const waiting = sql`((${properties.status} = 'pending' and ${properties.reviewState} = 'pending')
  or ${propertyRevisions.propertyId} is not null)`;
const withWaitingChange = and(
  eq(propertyRevisions.propertyId, properties.id),
  eq(propertyRevisions.state, 'pending'),
);

/** The review queue and decisions. */
export const reviewRepository = {
  /** One page of the queue, oldest first: a change counts from when it was first sent. */
  waitingIds: async (db: Db, limit: number, offset: number): Promise<number[]> => {
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .leftJoin(propertyRevisions, withWaitingChange)
      .where(waiting)
      .orderBy(sql`coalesce(${propertyRevisions.submittedAt}, ${properties.createdAt})`, asc(properties.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  },

  countWaiting: async (db: Db): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(properties)
      .leftJoin(propertyRevisions, withWaitingChange)
      .where(waiting);
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
    values: Pick<
      typeof properties.$inferInsert,
      'status' | 'reviewState' | 'reviewNote' | 'reviewedById' | 'lastConfirmedAt'
    >,
  ): Promise<void> => {
    await db
      .update(properties)
      .set({ ...values, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(properties.id, id));
  },
};
