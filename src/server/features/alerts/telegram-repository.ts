import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramLinks } from '../../db/schema';

/** Which Telegram chat speaks for which account (decision 039). */
export const telegramRepository = {
  chatOf: async (db: Db, userId: number): Promise<number | null> =>
    (
      await db
        .select({ chatId: telegramLinks.chatId })
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, userId))
    )[0]?.chatId ?? null,

  /** A new start token for an account (the previous one, used or not, stops working). */
  offer: (db: Db, userId: number, tokenHash: string, expiresAt: Date) =>
    db
      .insert(telegramLinks)
      .values({ userId, startTokenHash: tokenHash, startTokenExpiresAt: expiresAt })
      .onConflictDoUpdate({
        target: telegramLinks.userId,
        set: { startTokenHash: tokenHash, startTokenExpiresAt: expiresAt },
      }),

  /** Uses a start token once: links its account to the chat; false when unknown or expired. */
  redeem: async (db: Db, tokenHash: string, chatId: number, now: Date): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: telegramLinks.userId })
        .from(telegramLinks)
        .where(and(eq(telegramLinks.startTokenHash, tokenHash), gt(telegramLinks.startTokenExpiresAt, now)));
      if (!owner) return false;
      // One chat speaks for one account: a chat linked elsewhere moves here.
      await tx
        .update(telegramLinks)
        .set({ chatId: null, linkedAt: null })
        .where(eq(telegramLinks.chatId, chatId));
      await tx
        .update(telegramLinks)
        .set({ chatId, linkedAt: now, startTokenHash: null, startTokenExpiresAt: null })
        .where(eq(telegramLinks.userId, owner.userId));
      return true;
    }),

  /** `/stop` in the chat. */
  unlinkChat: (db: Db, chatId: number) =>
    db.update(telegramLinks).set({ chatId: null, linkedAt: null }).where(eq(telegramLinks.chatId, chatId)),
};
