import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh tokens (hashes only) and the viewer lookup behind every bearer token. */
export const tokensRepository = {
  insert: async (
    db: Db,
    row: {
      userId: number;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    },
  ): Promise<void> => {
    await db.insert(refreshTokens).values(row);
  },

  /** The token with this hash, locked until the transaction ends (two refreshes cannot both win). */
  lockByHash: async (db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> => {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    return row;
  },

  byHash: async (db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> => {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  markSpent: async (db: Db, id: number): Promise<void> => {
    await db.update(refreshTokens).set({ spentAt: sql`now()` }).where(eq(refreshTokens.id, id));
  },

  /** Ends a sign-in: every token of the family stops working. */
  revokeFamily: async (db: Db, familyId: string): Promise<void> => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** Ends every sign-in of a user, except `keepFamilyId` when given. */
  revokeUser: async (db: Db, userId: number, keepFamilyId?: string): Promise<void> => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
        ),
      );
  },

  /**
   * The viewer of an access token: an active user whose sign-in (token family) has not been ended.
   * One indexed lookup per authenticated request; logout and password changes take effect at once.
   */
  viewer: async (db: Db, userId: number, familyId: string) => {
    const [row] = await db
      .select({
        id: users.id,
        isActive: users.isActive,
        isAgent: users.isAgent,
        isVerifiedAgent: users.isVerifiedAgent,
        isStaff: users.isStaff,
        familyLive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
          eq(refreshTokens.familyId, familyId),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
        )})`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /** When a sign-in (token family) began: the creation of its first refresh token. */
  familyStartedAt: async (db: Db, familyId: string): Promise<Date | undefined> => {
    const [row] = await db
      .select({ started: sql<Date | string | null>`min(${refreshTokens.createdAt})` })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId));
    return row?.started ? new Date(row.started) : undefined;
  },

  /** Records the time of a successful sign-in. */
  touchLastLogin: async (db: Db, userId: number): Promise<void> => {
    await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, userId));
  },

  isActiveUser: async (db: Db, userId: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .limit(1);
    return row !== undefined;
  },
};
