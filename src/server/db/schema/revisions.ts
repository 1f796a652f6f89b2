import { CHANGE_REVIEW_STATES } from '@shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images } from './media';
import { properties, propertyVideos } from './properties';
import { users } from './users';

export const changeReviewStateEnum = pgEnum('change_review_state', CHANGE_REVIEW_STATES);

/**
 * The material fields a pending change proposes, as `properties` column values; only those
 * that differ from the published listing are kept (shared/listing-changes.ts).
 */
export interface ProposedFields {
  title?: string;
  titleAm?: string | null;
  description?: string;
  descriptionAm?: string | null;
  listingType?: (typeof properties.$inferSelect)['listingType'];
  propertyType?: (typeof properties.$inferSelect)['propertyType'];
  price?: number;
  address?: string;
  landmark?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  regionId?: number | null;
  cityId?: number | null;
  subcityId?: number | null;
  kebeleId?: number | null;
}

/**
 * A change to a published listing waiting for staff, one per listing (decision 028). The
 * `properties` row stays what staff approved, so every public read (search, the in-memory
 * index, the answer cache, map, stats, link previews) shows the approved version without a
 * special case; approval copies the change onto it. Later edits merge into the open change.
 * A refused change keeps only its state and reason (`rejected`), for the owner to read.
 */
export const propertyRevisions = pgTable(
  'property_revisions',
  {
    propertyId: integer()
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    state: changeReviewStateEnum().notNull().default('pending'),
    fields: jsonb().$type<ProposedFields>().notNull().default({}),
    /** The video to make primary on approval (a pending one, or another published one). */
    primaryVideoId: integer().references(() => propertyVideos.id, { onDelete: 'set null' }),
    proposedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When the change first joined the queue (oldest first); later edits keep its place. */
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Every save; what staff saw is approved only if it has not moved since (`version`). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewNote: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('property_revisions_waiting_idx').on(t.state, t.submittedAt)],
);

/**
 * The gallery a pending change proposes, in order, when it changes the photos. New photos are
 * stored images not yet linked to the listing's gallery (`property_images`): the orphan sweep
 * keeps them (their `images` rows exist) and nothing public reads this table.
 */
export const propertyRevisionImages = pgTable(
  'property_revision_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => propertyRevisions.propertyId, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: smallint().notNull().default(0),
    caption: text().notNull().default(''),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    index('property_revision_images_property_idx').on(t.propertyId, t.position),
    index('property_revision_images_image_idx').on(t.imageId),
    uniqueIndex('property_revision_images_one_primary_key').on(t.propertyId).where(sql`${t.isPrimary}`),
  ],
);
