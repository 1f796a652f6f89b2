import type { PropertyStatus } from '@shared/enums';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentProfiles, cities, properties, subcities, users } from '../../db/schema';

export type AgentVerificationRow = NonNullable<Awaited<ReturnType<typeof adminAgentsRepository.lock>>>;

/** Agent verification by staff, and an agent's listings as staff see them (every state). */
export const adminAgentsRepository = {
  /** The user with their verification, locked so that two staff changes apply one after the other. */
  lock: async (db: Db, id: number) => {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        isAgent: users.isAgent,
        isVerifiedAgent: users.isVerifiedAgent,
        verifiedAt: agentProfiles.verifiedAt,
        verifiedById: agentProfiles.verifiedById,
      })
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .where(eq(users.id, id))
      .for('update', { of: users })
      .limit(1);
    return row;
  },

  /** Sets the flag on the user and who verified, when, on the agent profile (null when revoked). */
  setVerification: async (db: Db, id: number, verifiedById: number | null): Promise<void> => {
    const verified = verifiedById !== null;
    await db.update(users).set({ isVerifiedAgent: verified, updatedAt: sql`now()` }).where(eq(users.id, id));
    const values = { verifiedAt: verified ? sql`now()` : null, verifiedById };
    await db
      .insert(agentProfiles)
      .values({ userId: id, ...values })
      .onConflictDoUpdate({ target: agentProfiles.userId, set: values });
  },

  /** Listings the agent publishes or owns, newest first, in any state (or one). */
  listings: (db: Db, agentId: number, status: PropertyStatus | undefined, limit: number, offset: number) =>
    db
      .select({
        property: {
          id: properties.id,
          title: properties.title,
          status: properties.status,
          reviewState: properties.reviewState,
          reviewNote: properties.reviewNote,
          listingType: properties.listingType,
          propertyType: properties.propertyType,
          price: properties.price,
          isFeatured: properties.isFeatured,
          featuredUntil: properties.featuredUntil,
          viewsCount: properties.viewsCount,
          createdAt: properties.createdAt,
        },
        subcity: subcities.name,
        city: cities.name,
      })
      .from(properties)
      .leftJoin(subcities, eq(subcities.id, properties.subcityId))
      .leftJoin(cities, eq(cities.id, properties.cityId))
      .where(listingsOf(agentId, status))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .offset(offset),

  countListings: async (db: Db, agentId: number, status: PropertyStatus | undefined) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(listingsOf(agentId, status));
    return row?.n ?? 0;
  },
};

const listingsOf = (agentId: number, status: PropertyStatus | undefined) =>
  and(
    or(eq(properties.agentId, agentId), eq(properties.ownerId, agentId)),
    status ? eq(properties.status, status) : undefined,
  );
