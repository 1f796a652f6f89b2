import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

/** Accounts at social providers linked to users. */
export const oauthRepository = {
  /** The user an identity is linked to. */
  linkedUser: async (db: Db, provider: string, subject: string) => {
    const [row] = await db
      .select({ id: users.id, isActive: users.isActive })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row;
  },

  /** The account using this e-mail address (case-insensitively), active or not. */
  userByEmail: async (db: Db, email: string) => {
    const [row] = await db
      .select({ id: users.id, isActive: users.isActive, emailVerified: users.emailVerified })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  },

  /**
   * Unlinks the user's social sign-ins: all of them, or those linked at `since` or later. Used when
   * an address goes back to its owner, who must not find someone else's sign-in attached.
   */
  unlink: async (db: Db, userId: number, since?: Date): Promise<void> => {
    await db
      .delete(userIdentities)
      .where(
        and(eq(userIdentities.userId, userId), since ? gte(userIdentities.createdAt, since) : undefined),
      );
  },

  link: async (
    db: Db,
    identity: { userId: number; provider: string; subject: string; email: string | null },
  ): Promise<void> => {
    await db.insert(userIdentities).values(identity);
  },
};
