import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Refresh tokens, stored as SHA-256 hashes. Every sign-in starts a family; each refresh spends
 * its token and issues the next one in the family. Presenting a spent token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the family: rotation never extends a sign-in past this. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    spentAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** What an e-mailed account link does (see `features/auth/links.ts`). */
export const ACCOUNT_LINK_PURPOSES = [
  'password_reset',
  'email_confirm',
  'email_change',
  'email_undo',
] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * Single-use, expiring links e-mailed to account holders: password reset, e-mail confirmation,
 * e-mail change and its undo. Only the hash of the secret part is stored. `email` is the address
 * the link was sent to (for a change: the new address; for an undo: the address to restore).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_links_user_idx').on(t.userId, t.purpose),
    // Live undo links keep their address reserved: looked up by address at sign-up.
    index('account_links_undo_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.purpose} = 'email_undo' and ${t.usedAt} is null`),
  ],
);
