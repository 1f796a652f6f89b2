import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * A reminder sent to a listing's publisher before it expires (decision 036): one row per e-mail,
 * holding what its three signed links share. The links carry the row's id, their action and
 * their expiry, signed; the row makes them usable once (`usedAt`), whichever of the three is
 * used. `sentAt` is set when the message has been handed to the mailer, so a message that failed
 * is sent again by the next run.
 */
export const listingReminders = pgTable(
  'listing_reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The confirmation this reminder is about: a later confirmation makes it void. */
    confirmedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    /** Which link was used: still_available, let (rented or sold) or remove. */
    usedAction: text(),
    /**
     * When the notice that the listing expired (with this row's "still available" link) was
     * handed to the mailer (decision 051); claimed like `sentAt`, so it goes once.
     */
    expiredNoticeAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One reminder per confirmation: two processes that both find a listing due insert one row,
  // and only the one whose insert took sends the e-mail.
  (t) => [uniqueIndex('listing_reminders_once_key').on(t.propertyId, t.confirmedAt)],
);
