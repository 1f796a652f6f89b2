import { CONTACT_KINDS } from '@shared/leads';
import { date, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { properties } from './properties';

export const contactKindEnum = pgEnum('contact_kind', CONTACT_KINDS);

/**
 * Contacts per listing, day (Addis Ababa) and kind (decision 040): taps on Call, Telegram and
 * Share, saves and inquiries. Counts only, never who.
 */
export const listingContacts = pgTable(
  'listing_contacts',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    kind: contactKindEnum().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.kind] })],
);

/**
 * Who was counted, as `listing_views` keeps it for views: one row per listing, kind, visitor key
 * (an HMAC of the day and the address, or the user id) and day. Its primary key is what keeps a
 * contact from counting twice per visitor and day, across processes and restarts.
 */
export const listingContactMarks = pgTable(
  'listing_contact_marks',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: contactKindEnum().notNull(),
    visitorKey: text().notNull(),
    day: date().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.kind, t.visitorKey, t.day] }),
    index('listing_contact_marks_day_idx').on(t.day),
  ],
);
