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
  offer: (db: Db, userId: number, tokenHash: string, expiresAt: Date, language: string) =>
    db
      .insert(telegramLinks)
      .values({ userId, startTokenHash: tokenHash, startTokenExpiresAt: expiresAt, language })
      .onConflictDoUpdate({
        target: telegramLinks.userId,
        set: { startTokenHash: tokenHash, startTokenExpiresAt: expiresAt, language },
      }),

  /** Uses a start token once: links its account to the chat; null when unknown or expired. */
  redeem: async (
    db: Db,
    tokenHash: string,
    chatId: number,
    now: Date,
  ): Promise<{ language: string } | null> =>
    db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: telegramLinks.userId, language: telegramLinks.language })
        .from(telegramLinks)
        .where(and(eq(telegramLinks.startTokenHash, tokenHash), gt(telegramLinks.startTokenExpiresAt, now)));
      if (!owner) return null;
      // One chat speaks for one account: a chat linked elsewhere moves here.
      await tx
        .update(telegramLinks)
        .set({ chatId: null, linkedAt: null })
        .where(eq(telegramLinks.chatId, chatId));
      await tx
        .update(telegramLinks)
        .set({ chatId, linkedAt: now, startTokenHash: null, startTokenExpiresAt: null })
        .where(eq(telegramLinks.userId, owner.userId));
      return { language: owner.language };
    }),

  /** `/stop` in the chat: the language of the account it spoke for, if any. */
  unlinkChat: async (db: Db, chatId: number): Promise<string | null> =>
    (
      await db
        .update(telegramLinks)
        .set({ chatId: null, linkedAt: null })
        .where(eq(telegramLinks.chatId, chatId))
        .returning({ language: telegramLinks.language })
    )[0]?.language ?? null,
};
