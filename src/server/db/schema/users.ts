import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { images } from './media';

/**
 * Everyone who signs in. Roles are flags, as the spec's client reads them: a plain user, an agent
 * (`is_agent`), a verified agent (`is_verified_agent`, set only by staff) and staff (`is_staff`).
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    /** argon2id; null for accounts created through a social provider that never set one. */
    passwordHash: text(),
    fullName: text().notNull().default(''),
    phoneNumber: text(),
    telegramUsername: text(),
    bio: text(),
    profilePictureId: integer().references(() => images.id, { onDelete: 'set null' }),
    isAgent: boolean().notNull().default(false),
    isVerifiedAgent: boolean().notNull().default(false),
    isStaff: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    emailVerified: boolean().notNull().default(false),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Abebe" and "abebe" are one account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_agents_idx').on(t.isVerifiedAgent, t.dateJoined).where(sql`${t.isAgent}`),
  ],
);

/** The public face of an agent: company and licence. One row per agent user. */
export const agentProfiles = pgTable('agent_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text(),
  agentLicenseNumber: text(),
  verifiedAt: timestamp({ withTimezone: true }),
  verifiedById: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An account at a social identity provider linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);
