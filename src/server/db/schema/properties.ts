import {
  CONDOMINIUM_SCHEMES,
  FURNISHINGS,
  LISTING_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REVIEW_STATES,
  TITLE_DEEDS,
} from '@shared/enums';
import { LISTING_FILTERS, LISTING_SORTS } from '@shared/listing-query';
import { columnsOf, sortColumns } from '@shared/listing-query-kit';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, kebeles, regions, subcities } from './locations';
import { images, mediaFiles } from './media';
import { users } from './users';

export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const listingTypeEnum = pgEnum('listing_type', LISTING_TYPES);
export const propertyStatusEnum = pgEnum('property_status', PROPERTY_STATUSES);
export const reviewStateEnum = pgEnum('review_state', REVIEW_STATES);
export const furnishingEnum = pgEnum('furnishing', FURNISHINGS);
export const condominiumSchemeEnum = pgEnum('condominium_scheme', CONDOMINIUM_SCHEMES);
export const titleDeedEnum = pgEnum('title_deed', TITLE_DEEDS);

/** The columns the listing search's filters read, from its declaration (decision 032). */
const LIST_FILTER_COLUMNS = [...new Set(LISTING_FILTERS.flatMap(columnsOf))];

/**
 * A listing. Money is whole birr (rent per month), area whole m². `agentId` is set when an agent
 * publishes; the contact card shows the agent, else the owner (spec §2).
 */
export const properties = pgTable(
  'properties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    /** Optional Amharic version, shown to readers of Ge'ez-script languages when present. */
    titleAm: text(),
    descriptionAm: text(),
    listingType: listingTypeEnum().notNull(),
    propertyType: propertyTypeEnum().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('ETB'),
    area: integer().notNull(),
    bedrooms: smallint().notNull().default(0),
    bathrooms: smallint().notNull().default(0),
    parkingSpaces: smallint().notNull().default(0),
    address: text().notNull().default(''),
    /**
     * The Ethiopian terms (issue 19, `@shared/listing-terms`), all optional. Those that do not
     * apply to a listing's kind are stored as NULL: the scheme outside condominiums, the title
     * deed outside sales, the advance and minimum lease outside rents.
     */
    furnished: furnishingEnum(),
    condominiumScheme: condominiumSchemeEnum(),
    /** 0 is the ground floor ("G"); `buildingFloors` counts the floors above it ("G+7"). */
    floor: smallint(),
    buildingFloors: smallint(),
    titleDeed: titleDeedEnum(),
    priceNegotiable: boolean().notNull().default(false),
    /** Months of rent asked in advance: at most 2 for homes (Proclamation 1320/2024). */
    advanceMonths: smallint(),
    minLeaseMonths: smallint(),
    /** "Near Edna Mall": where people say a place is, in either script; part of the search key. */
    landmark: text(),
    /**
     * Whole birr per m², kept by the database from price and area (a sort, decision 035); 0 when
     * the area is not known (0 m²), which the API answers as null.
     */
    pricePerM2: bigint('price_per_m2', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${properties.area} > 0 then round(${properties.price}::numeric / ${properties.area}) else 0 end`,
      ),
    /**
     * When the published price last fell by PRICE_REDUCED.fall or more ("Price reduced" for
     * PRICE_REDUCED.days after); cleared when it rises. Kept by the database's trigger with the
     * price history (`property_price_changes`, decision 042), never written by the application.
     */
    priceReducedAt: timestamp({ withTimezone: true }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    regionId: integer().references(() => regions.id, { onDelete: 'restrict' }),
    cityId: integer().references(() => cities.id, { onDelete: 'restrict' }),
    subcityId: integer().references(() => subcities.id, { onDelete: 'restrict' }),
    kebeleId: integer().references(() => kebeles.id, { onDelete: 'restrict' }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer().references(() => users.id, { onDelete: 'set null' }),
    isFeatured: boolean().notNull().default(false),
    /** When staff's featuring ends (decision 040); null: featured until staff say otherwise. */
    featuredUntil: timestamp({ withTimezone: true }),
    status: propertyStatusEnum().notNull().default('pending'),
    /**
     * The public status a listing had when its publisher's account was suspended (its status is
     * then `suspended`, decision 051): what a lifted suspension gives back. Null otherwise.
     */
    heldStatus: propertyStatusEnum(),
    /**
     * Where the listing is in staff review. Kept with `status`: a listing awaiting review or
     * rejected has status `pending` (hidden); approval makes it `available` (decision 013).
     */
    reviewState: reviewStateEnum().notNull().default('approved'),
    /** Staff review: the reason a listing was rejected or taken down, shown to its owner. */
    reviewNote: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedById: integer().references(() => users.id, { onDelete: 'set null' }),
    viewsCount: integer().notNull().default(0),
    /**
     * The listing's quality, 0–100 (`@shared/listing-quality`, decision 041), freshness included:
     * the "Recommended" sort (decision 051). Kept by the application on each write of the listing
     * and by the freshness pass, which rescores listings whose freshness lapsed since
     * `qualityScoredAt` (or never scored: null).
     */
    qualityScore: smallint().notNull().default(0),
    qualityScoredAt: timestamp({ withTimezone: true }),
    /**
     * When the publisher last said the listing is current: set at publication, approval and each
     * confirmation. An available listing not confirmed for the configured days expires
     * (decision 036); `createdAt` stays the first publication, so "Newest" is not gamed.
     */
    lastConfirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Search key (features/properties/search/normalize.ts) of title, description, address,
     * landmark and location names in both scripts: what the `search` filter matches, through a trigram index.
     * Maintained by the application on every write and when a location is renamed.
     */
    searchText: text().notNull().default(''),
    /** Search key of the titles and location names alone: a match here ranks first. */
    searchTitle: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Listing search (spec §2): the public sees `available` listings, newest first by default.
    // Each sort has an index that starts with status, so a page is read in order without sorting.
    // All ascending: PostgreSQL reads them backwards for the descending sorts. (An index declared
    // DESC NULLS LAST would match neither `x DESC`, which means NULLS FIRST, nor `x ASC`.)
    // After the sort keys each carries every column a list filter reads (decision 022): whatever
    // mix of filters a visitor picks, the page and its count are read from the index alone, in
    // order, without visiting the table. A filter that matches little or nothing then costs a
    // scan of a ~10 MB index instead of the listings' rows (1 s → 30 ms at 100,000 listings).
    ...LISTING_SORTS.map((sort) => {
      const of = (name: string) => t[name as keyof typeof t];
      const keys = sortColumns(sort);
      return index(`properties_status_${sort.param}_idx`).on(
        t.status,
        ...keys.map(of),
        t.id,
        ...LIST_FILTER_COLUMNS.filter((c) => !keys.includes(c)).map(of),
      );
    }),
    index('properties_type_created_idx').on(t.status, t.listingType, t.propertyType, t.createdAt, t.id),
    index('properties_subcity_idx').on(t.subcityId, t.status, t.createdAt, t.id),
    index('properties_city_idx').on(t.cityId, t.status, t.createdAt, t.id),
    index('properties_region_idx').on(t.regionId, t.status, t.createdAt, t.id),
    index('properties_kebele_idx').on(t.kebeleId),
    index('properties_featured_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isFeatured} and ${t.status} = 'available'`),
    index('properties_location_idx').on(t.latitude, t.longitude),
    index('properties_owner_idx').on(t.ownerId, t.createdAt),
    index('properties_agent_idx').on(t.agentId, t.status, t.createdAt),
    index('properties_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A photo of a listing, in display order. Exactly one is primary while any exist. */
export const propertyImages = pgTable(
  'property_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: smallint().notNull().default(0),
    caption: text().notNull().default(''),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    index('property_images_property_idx').on(t.propertyId, t.position),
    // From a photo to its listings: the duplicate check's lookup (decision 050) and imageInUse.
    index('property_images_image_idx').on(t.imageId),
    uniqueIndex('property_images_one_primary_key').on(t.propertyId).where(sql`${t.isPrimary}`),
  ],
);

/** A video of a listing, stored as uploaded; duration and poster when known (DESIGN §1). */
export const propertyVideos = pgTable(
  'property_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    thumbnailId: integer().references(() => images.id, { onDelete: 'set null' }),
    title: text().notNull().default(''),
    /** Seconds. */
    duration: doublePrecision(),
    isPrimary: boolean().notNull().default(false),
    position: smallint().notNull().default(0),
    /**
     * Uploaded to a published listing by a publisher whose changes need review: part of the
     * listing's pending change (property_revisions), shown to its owner and staff only until
     * staff approve it (decision 028). Every public read leaves these out.
     */
    pendingReview: boolean().notNull().default(false),
    /** A new title the owner proposed for a published video, waiting with the pending change. */
    proposedTitle: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_videos_property_idx').on(t.propertyId, t.position),
    uniqueIndex('property_videos_one_primary_key').on(t.propertyId).where(sql`${t.isPrimary}`),
  ],
);

/** Features (what the home has: balcony, garden…) and amenities (what is nearby or shared). */
export const features = pgTable('features', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const amenities = pgTable('amenities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    featureId: integer()
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] })],
);

export const propertyAmenities = pgTable(
  'property_amenities',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amenityId: integer()
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.amenityId] })],
);

/** A user's favourites. */
export const savedProperties = pgTable(
  'saved_properties',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('saved_properties_property_idx').on(t.propertyId),
  ],
);

/**
 * Views already counted in `listing_views` but not yet added to `properties.views_count`, one row
 * per listing. Adding to a listing row rewrites every index of that row (the trigram index above
 * all: ~0.4 ms per row, measured): the views of a few seconds land in this narrow table, and are
 * moved to the listing rows in batches about once a minute (`ViewCounter`). The detail adds
 * them, so a listing's page always shows its whole count.
 */
export const listingViewsPending = pgTable('listing_views_pending', {
  propertyId: integer()
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  views: integer().notNull(),
});

/**
 * One row per listing, visitor and day: a detail view counts once per visitor per day.
 * `visitorKey` is a hash (of the user id, or of address and browser), never the address itself.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorKey: text().notNull(),
    day: date().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.visitorKey, t.day] }),
    index('listing_views_day_idx').on(t.day),
  ],
);
