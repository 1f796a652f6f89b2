import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Every change of a published listing's price (decision 042), written by the database's trigger
 * on `properties` whatever changed it: an owner's edit that applies at once, staff approving a
 * change (decision 028), a staff edit. The `properties` row only ever holds the published version,
 * so a change waiting for review is recorded when it is approved, not when it is proposed.
 */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    previousPrice: bigint({ mode: 'number' }).notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_price_changes_property_idx').on(t.propertyId, t.changedAt)],
);
