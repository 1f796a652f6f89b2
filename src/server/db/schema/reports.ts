import { REPORT_REASONS, REPORT_STATES } from '@shared/reports';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const reportStateEnum = pgEnum('report_state', REPORT_STATES);

/**
 * A report of a listing by a visitor, signed in or not (decision 037). `reporterKey` names the
 * person (their user id, else their address), `addressKey` the address alone, both hashed with
 * the server's secret: one open report per person and listing, and the threshold that hides a
 * listing counts addresses, so one address with several accounts is one voice.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: reportReasonEnum().notNull(),
    message: text().notNull().default(''),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    reporterKey: text().notNull(),
    addressKey: text().notNull(),
    state: reportStateEnum().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('listing_reports_one_open_key')
      .on(t.propertyId, t.reporterKey)
      .where(sql`${t.state} = 'open'`),
    index('listing_reports_open_idx').on(t.state, t.propertyId),
  ],
);
