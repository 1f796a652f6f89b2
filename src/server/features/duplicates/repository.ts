import type { ListingType, PropertyStatus, PropertyType, ReviewState } from '@shared/enums';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import {
  images,
  listingDuplicates,
  photoHashes,
  properties,
  propertyImages,
  removedListings,
  users,
} from '../../db/schema';
import {
  BAND_COUNT,
  bandNeighbours,
  DHASH_MATCH_DISTANCE,
  hashBands,
  PHOTO_MATCH_DISTANCE,
  type PhotoHash,
  toSigned,
  toUnsigned,
} from '../../media/photo-hash';

/** SQL of the duplicate check (decision 050). */

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** A listing with a photo close to one of the new listing's photos. */
export interface PhotoMatch {
  /** The new photo's position in the request (0…). */
  photo: number;
  imageId: number;
  distance: number;
  propertyId: number;
  ownerId: number;
  status: PropertyStatus;
  reviewState: ReviewState;
  propertyType: PropertyType;
  listingType: ListingType;
  cityId: number | null;
  subcityId: number | null;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A deleted listing remembered for re-publication (`removed_listings`). */
export type RemovedListing = typeof removedListings.$inferSelect;

export const duplicatesRepository = {
  /**
   * Listings showing a photo that looks like `hash` (`looksAlike`): per band, the stored pHash
   * values within `BAND_RADIUS` bits (multi-index hashing), read from the band's index with both
   * whole hashes beside it, kept when the pHash and the dHash are both close enough, then joined
   * to listings. The dHash turns away the pHash's chance neighbours, which grow with the catalogue.
   */
  photosNear: async (db: Db, hash: PhotoHash, photo: number): Promise<PhotoMatch[]> => {
    const bands = hashBands(hash.phash);
    const h = toSigned(hash.phash).toString();
    const d = toSigned(hash.dhash).toString();
    const bits = (column: string, value: string) =>
      sql`bit_count((${sql.raw(column)} # ${value}::bigint)::bit(64))`;
    const close = (column: string) => bits(column, h);
    const branches = Array.from({ length: BAND_COUNT }, (_, i) => {
      const column = `band${i}`;
      return sql`select image_id, hash from ${photoHashes}
        where ${sql.raw(column)} = any(${intArray(bandNeighbours(bands[i]!))})
          and ${close('hash')} <= ${PHOTO_MATCH_DISTANCE}
          and ${bits('dhash', d)} <= ${DHASH_MATCH_DISTANCE}`;
    });
    // Two statements: the planner cannot know how few hashes survive, and joined in one it
    // guesses thousands and reads every listing photo (measured: ~0.5 s at 500,000).
    const near = rowsOf<{ imageId: number; distance: number }>(
      await db.execute(sql`
        select image_id as "imageId", ${close('hash')}::int as distance
        from (${sql.join(branches, sql` union `)}) near`),
    );
    if (!near.length) return [];
    const distance = new Map(near.map((n) => [n.imageId, n.distance]));
    const result = await db.execute(sql`
      select pi.image_id as "imageId",
        p.id as "propertyId", p.owner_id as "ownerId", p.status, p.review_state as "reviewState",
        p.property_type as "propertyType", p.listing_type as "listingType",
        p.city_id as "cityId", p.subcity_id as "subcityId", p.title,
        p.created_at as "createdAt", p.updated_at as "updatedAt"
      from ${propertyImages} pi
      join ${properties} p on p.id = pi.property_id
      where pi.image_id = any(${intArray([...distance.keys()])})`);
    return rowsOf<Omit<PhotoMatch, 'photo' | 'distance'>>(result).map((r) => ({
      ...r,
      photo,
      distance: distance.get(r.imageId)!,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    }));
  },

  /** The publisher's listings deleted since `since`, remembered for re-publication. */
  removedSince: (db: Db, ownerId: number, since: Date): Promise<RemovedListing[]> =>
    db
      .select()
      .from(removedListings)
      .where(and(eq(removedListings.ownerId, ownerId), gte(removedListings.removedAt, since))),

  /** Remembers a listing about to be deleted; forgets what is older than `before`. */
  rememberRemoval: async (db: Db, propertyId: number, before: Date): Promise<void> => {
    await db.delete(removedListings).where(lt(removedListings.removedAt, before));
    const [listing] = await db.select().from(properties).where(eq(properties.id, propertyId));
    if (!listing) return;
    const hashes = await db
      .select({ hash: photoHashes.hash, dhash: photoHashes.dhash })
      .from(propertyImages)
      .innerJoin(photoHashes, eq(photoHashes.imageId, propertyImages.imageId))
      .where(eq(propertyImages.propertyId, propertyId));
    if (!hashes.length) return;
    await db.insert(removedListings).values({
      ownerId: listing.ownerId,
      propertyType: listing.propertyType,
      listingType: listing.listingType,
      cityId: listing.cityId,
      subcityId: listing.subcityId,
      hashes: hashes.map((h) => h.hash),
      dhashes: hashes.map((h) => h.dhash),
      firstPublishedAt: listing.createdAt,
    });
  },

  /** Records the listings a listing looks like (one row per other listing, its closest photo). */
  record: async (
    db: Db,
    propertyId: number,
    found: Array<{ otherPropertyId: number; imageId: number | null; otherImageId: number; distance: number }>,
  ): Promise<void> => {
    if (!found.length) return;
    // Found again (an edit's new photo, or a second one): the latest photo and distance are
    // what the waiting change shows.
    await db
      .insert(listingDuplicates)
      .values(found.map((f) => ({ propertyId, ...f })))
      .onConflictDoUpdate({
        target: [listingDuplicates.propertyId, listingDuplicates.otherPropertyId],
        set: {
          imageId: sql`excluded.image_id`,
          otherImageId: sql`excluded.other_image_id`,
          distance: sql`excluded.distance`,
        },
      });
  },

  /** Whether one of these photos of the listing is recorded as looking like another listing's. */
  anyOfPhotos: async (db: Db, propertyId: number, imageIds: number[]): Promise<boolean> => {
    if (!imageIds.length) return false;
    const [row] = await db
      .select({ propertyId: listingDuplicates.propertyId })
      .from(listingDuplicates)
      .where(and(eq(listingDuplicates.propertyId, propertyId), inArray(listingDuplicates.imageId, imageIds)))
      .limit(1);
    return row !== undefined;
  },

  /** The possible duplicates of the given listings, with the other listing and its publisher. */
  of: (db: Db, propertyIds: number[]) =>
    db
      .select({
        propertyId: listingDuplicates.propertyId,
        otherPropertyId: listingDuplicates.otherPropertyId,
        imageId: listingDuplicates.imageId,
        otherImageId: listingDuplicates.otherImageId,
        distance: listingDuplicates.distance,
        title: properties.title,
        status: properties.status,
        createdAt: properties.createdAt,
        publisherId: users.id,
        publisherUsername: users.username,
        publisherName: users.fullName,
      })
      .from(listingDuplicates)
      .innerJoin(properties, eq(properties.id, listingDuplicates.otherPropertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(inArray(listingDuplicates.propertyId, propertyIds.length ? propertyIds : [-1]))
      .orderBy(listingDuplicates.propertyId, listingDuplicates.distance),

  /** Images by id (the photos a possible duplicate shows side by side). */
  images: (db: Db, ids: number[]) =>
    db
      .select()
      .from(images)
      .where(inArray(images.id, ids.length ? ids : [-1])),

  /**
   * Listing photos without a hash after image `afterId`, in id order: the backfill walks them
   * once (a plain photo gets no hash and is passed over, not asked for again).
   */
  unhashedPhotos: async (db: Db, afterId: number, limit: number) => {
    const result = await db.execute(sql`
      select i.id, i.variants from ${images} i
      where i.id > ${afterId}
        and exists (select 1 from ${propertyImages} pi where pi.image_id = i.id)
        and not exists (select 1 from ${photoHashes} h where h.image_id = i.id)
      order by i.id limit ${limit}`);
    return rowsOf<{ id: number; variants: typeof images.$inferSelect.variants }>(result);
  },
};

/** A removed listing's stored hashes back to unsigned 64 bits, photo by photo. */
export const storedHashes = (removed: RemovedListing): PhotoHash[] =>
  removed.hashes.map((phash, i) => ({
    phash: toUnsigned(phash),
    dhash: toUnsigned(removed.dhashes[i] ?? 0n),
  }));
