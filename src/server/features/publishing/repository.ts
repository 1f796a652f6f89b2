import { asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  amenities,
  cities,
  features,
  kebeles,
  properties,
  propertyAmenities,
  propertyFeatures,
  propertyImages,
  propertyRevisionImages,
  propertyVideos,
  regions,
  subcities,
} from '../../db/schema';

type ListingValues = typeof properties.$inferInsert;
export type CatalogueKind = 'features' | 'amenities';
// Both tables have the same columns; one shape serves both.
const catalogueTable = (kind: CatalogueKind) =>
  kind === 'features' ? features : (amenities as unknown as typeof features);

/** Writes of listings, their photos, features and amenities; the places they point to. */
export const publishingRepository = {
  /** The chosen city, sub-city and kebele with their names, and whether the lower levels exist. */
  place: async (db: Db, ids: { city: number; subcity: number | null; kebele: number | null }) => {
    const [city] = await db
      .select({
        id: cities.id,
        regionId: cities.regionId,
        name: cities.name,
        amharicName: cities.amharicName,
        regionName: regions.name,
        regionAmharicName: regions.amharicName,
        subcityCount: sql<number>`(select count(*)::int from ${subcities} where ${subcities.cityId} = ${cities.id})`,
      })
      .from(cities)
      .innerJoin(regions, eq(regions.id, cities.regionId))
      .where(eq(cities.id, ids.city));
    const [subcity] = ids.subcity
      ? await db
          .select({
            id: subcities.id,
            cityId: subcities.cityId,
            name: subcities.name,
            amharicName: subcities.amharicName,
            kebeleCount: sql<number>`(select count(*)::int from ${kebeles} where ${kebeles.subcityId} = ${subcities.id})`,
          })
          .from(subcities)
          .where(eq(subcities.id, ids.subcity))
      : [];
    const [kebele] = ids.kebele
      ? await db
          .select({
            id: kebeles.id,
            subcityId: kebeles.subcityId,
            name: kebeles.name,
            amharicName: kebeles.amharicName,
          })
          .from(kebeles)
          .where(eq(kebeles.id, ids.kebele))
      : [];
    return { city, subcity, kebele };
  },

  /** Catalogue entries (features or amenities) named by id or slug. */
  catalogueEntries: (db: Db, kind: CatalogueKind, ids: number[], slugs: string[]) => {
    const table = catalogueTable(kind);
    return db
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(
        or(inArray(table.id, ids.length ? ids : [-1]), inArray(table.slug, slugs.length ? slugs : [''])),
      );
  },

  /** The whole catalogue, by name. */
  catalogue: (db: Db, kind: CatalogueKind) => {
    const table = catalogueTable(kind);
    return db
      .select({ id: table.id, slug: table.slug, name: table.name })
      .from(table)
      .orderBy(asc(table.name));
  },

  insertListing: async (db: Db, values: ListingValues): Promise<number> => {
    const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
    return row!.id;
  },

  updateListing: async (db: Db, id: number, values: Partial<ListingValues>): Promise<void> => {
    await db
      .update(properties)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(properties.id, id));
  },

  /** Replaces the gallery with `photos`, in order (one statement each way: the cover stays unique). */
  setGallery: async (
    db: Db,
    propertyId: number,
    photos: Array<{ imageId: number; caption: string; isPrimary: boolean }>,
  ): Promise<void> => {
    await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
    if (!photos.length) return;
    await db.insert(propertyImages).values(photos.map((p, position) => ({ propertyId, position, ...p })));
  },

  /** Replaces the listing's features or amenities. */
  setCatalogue: async (db: Db, kind: CatalogueKind, propertyId: number, ids: number[]) => {
    if (kind === 'features') {
      await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId));
      if (ids.length)
        await db.insert(propertyFeatures).values(ids.map((featureId) => ({ propertyId, featureId })));
    } else {
      await db.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId));
      if (ids.length)
        await db.insert(propertyAmenities).values(ids.map((amenityId) => ({ propertyId, amenityId })));
    }
  },

  /**
   * The media a listing holds: photo images (published, and those of a change awaiting review),
   * video files and their posters.
   */
  media: async (db: Db, propertyId: number) => {
    // One after the other: this runs inside the deletion's transaction (one connection).
    const photos = await db
      .select({ imageId: propertyImages.imageId })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, propertyId));
    const proposed = await db
      .select({ imageId: propertyRevisionImages.imageId })
      .from(propertyRevisionImages)
      .where(eq(propertyRevisionImages.propertyId, propertyId));
    const videos = await db
      .select({ fileId: propertyVideos.fileId, thumbnailId: propertyVideos.thumbnailId })
      .from(propertyVideos)
      .where(eq(propertyVideos.propertyId, propertyId));
    return {
      imageIds: [
        ...[...photos, ...proposed].map((p) => p.imageId),
        ...videos.flatMap((v) => (v.thumbnailId === null ? [] : [v.thumbnailId])),
      ],
      fileIds: videos.map((v) => v.fileId),
    };
  },

  /** Deletes a listing; photos links, videos, features, saves and views go with it. */
  deleteListing: async (db: Db, id: number): Promise<void> => {
    await db.delete(properties).where(eq(properties.id, id));
  },

  /** The condition "owned by" for the listing card query. */
  ownedBy: (ownerId: number) => eq(properties.ownerId, ownerId),

  /** How many listings match `where` (an owner's own list). */
  countWhere: async (db: Db, where: SQL | undefined): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(properties).where(where);
    return row?.n ?? 0;
  },

  /** Review state of the given listings. */
  reviews: (db: Db, ids: number[]) =>
    db
      .select({
        id: properties.id,
        reviewState: properties.reviewState,
        reviewNote: properties.reviewNote,
        reviewedAt: properties.reviewedAt,
      })
      .from(properties)
      .where(inArray(properties.id, ids.length ? ids : [-1])),
};
