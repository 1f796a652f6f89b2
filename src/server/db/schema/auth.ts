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

/** Single-use password-reset links (hash of the secret part only). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
