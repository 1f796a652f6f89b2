import { bigint, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { images } from './media';
import { listingTypeEnum, properties, propertyTypeEnum } from './properties';
import { users } from './users';

/**
 * A photo's perceptual hashes (decision 050, `media/photo-hash.ts`): the pHash's 64 bits as a
 * signed `bigint` and its four 16-bit bands, and the dHash beside it. A lookup asks each band's
 * index for the values within a few bits of the photo's, reading (band, hash, dhash, image) from
 * the index alone, and keeps the candidates whose two hashes are both close enough. Only photos
 * with shapes get a row (plain swatches have no likeness).
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    imageId: integer()
      .primaryKey()
      .references(() => images.id, { onDelete: 'cascade' }),
    hash: bigint({ mode: 'bigint' }).notNull(),
    /** The difference hash: the second comparison of the candidates the bands find. */
    dhash: bigint({ mode: 'bigint' }).notNull(),
    band0: integer().notNull(),
    band1: integer().notNull(),
    band2: integer().notNull(),
    band3: integer().notNull(),
  },
  (t) => [
    index('photo_hashes_band0_idx').on(t.band0, t.hash, t.dhash, t.imageId),
    index('photo_hashes_band1_idx').on(t.band1, t.hash, t.dhash, t.imageId),
    index('photo_hashes_band2_idx').on(t.band2, t.hash, t.dhash, t.imageId),
    index('photo_hashes_band3_idx').on(t.band3, t.hash, t.dhash, t.imageId),
  ],
);

/**
 * Another publisher's listing whose photo is close to one of this listing's: the reason this
 * listing waits for staff, shown side by side in the review queue.
 */
export const listingDuplicates = pgTable(
  'listing_duplicates',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    otherPropertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** This listing's photo and the other listing's photo that look alike. */
    imageId: integer().references(() => images.id, { onDelete: 'set null' }),
    otherImageId: integer().references(() => images.id, { onDelete: 'set null' }),
    /** Bits the two photos' hashes differ by (0: the same picture). */
    distance: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.otherPropertyId] }),
    index('listing_duplicates_other_idx').on(t.otherPropertyId),
  ],
);

/**
 * What a deleted listing leaves for 14 weeks: enough to know its publisher's next listing of the
 * same home (photo hashes, types, place) and the date it was first published, which that
 * listing keeps for "Newest" (decision 050). Older rows are pruned.
 */
export const removedListings = pgTable(
  'removed_listings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyType: propertyTypeEnum().notNull(),
    listingType: listingTypeEnum().notNull(),
    cityId: integer(),
    subcityId: integer(),
    /** The photos' pHashes and, in the same order, their dHashes. */
    hashes: bigint({ mode: 'bigint' }).array().notNull(),
    dhashes: bigint({ mode: 'bigint' }).array().notNull(),
    firstPublishedAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('removed_listings_owner_idx').on(t.ownerId, t.removedAt)],
);
