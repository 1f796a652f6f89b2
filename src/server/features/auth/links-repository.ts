import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AccountLinkPurpose, accountLinks } from '../../db/schema';

const live = (): SQL => and(isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, sql`now()`))!;

/** E-mailed account links (hashes of their secrets only). */
export const linksRepository = {
  insert: async (
    db: Db,
    row: { userId: number; purpose: AccountLinkPurpose; tokenHash: string; email: string; expiresAt: Date },
  ): Promise<void> => {
    await db.insert(accountLinks).values(row);
  },

  /**
   * The usable (unspent, unexpired) link of this user, purpose and hash, locked until the
   * transaction ends so that of two uses of one link only the first goes through.
   */
  lockUsable: async (db: Db, userId: number, purpose: AccountLinkPurpose, tokenHash: string) => {
    const [row] = await db
      .select({
        id: accountLinks.id,
        userId: accountLinks.userId,
        email: accountLinks.email,
        createdAt: accountLinks.createdAt,
      })
      .from(accountLinks)
      .where(
        and(
          eq(accountLinks.userId, userId),
          eq(accountLinks.purpose, purpose),
          eq(accountLinks.tokenHash, tokenHash),
          live(),
        ),
      )
      .for('update')
      .limit(1);
    return row;
  },

  /** Spends every outstanding link of the user with one of these purposes. */
  spend: async (db: Db, userId: number, purposes: readonly AccountLinkPurpose[]): Promise<void> => {
    await db
      .update(accountLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountLinks.userId, userId),
          inArray(accountLinks.purpose, [...purposes]),
          isNull(accountLinks.usedAt),
        ),
      );
  },

  /**
   * True when a live undo link holds this address: the account it was taken from may want it
   * back, so nobody else may sign up with it or move to it meanwhile.
   */
  reserved: async (db: Db, email: string, exceptUserId = 0): Promise<boolean> => {
    const [row] = await db
      .select({ id: accountLinks.id })
      .from(accountLinks)
      .where(
        and(
          sql`lower(${accountLinks.email}) = lower(${email})`,
          eq(accountLinks.purpose, 'email_undo'),
          live(),
          sql`${accountLinks.userId} <> ${exceptUserId}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
