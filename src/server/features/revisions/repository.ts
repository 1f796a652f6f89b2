import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  images,
  type ProposedFields,
  properties,
  propertyImages,
  propertyRevisionImages,
  propertyRevisions,
  propertyVideos,
} from '../../db/schema';
import type { GalleryPhoto, MaterialValues } from './state';

/** A listing's pending (or refused) change, as stored. */
export type RevisionRow = typeof propertyRevisions.$inferSelect;

const photoColumns = {
  propertyId: propertyRevisionImages.propertyId,
  id: images.id,
  width: images.width,
  height: images.height,
  placeholder: images.placeholder,
  dominantColor: images.dominantColor,
  variants: images.variants,
  caption: propertyRevisionImages.caption,
  isPrimary: propertyRevisionImages.isPrimary,
  position: propertyRevisionImages.position,
};

/** Pending changes of published listings (decision 028): the only SQL of revisions. */
export const revisionsRepository = {
  /** The listing's change, locked for the rest of the transaction when `lock` is set. */
  find: async (db: Db, propertyId: number, lock = false): Promise<RevisionRow | undefined> => {
    const query = db.select().from(propertyRevisions).where(eq(propertyRevisions.propertyId, propertyId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** The changes of the given listings (pending or refused). */
  ofListings: (db: Db, propertyIds: number[]): Promise<RevisionRow[]> =>
    propertyIds.length
      ? db.select().from(propertyRevisions).where(inArray(propertyRevisions.propertyId, propertyIds))
      : Promise.resolve([]),

  /** The material columns of the published listing. */
  liveValues: async (db: Db, propertyId: number): Promise<MaterialValues | undefined> => {
    const p = properties;
    const [row] = await db
      .select({
        title: p.title,
        titleAm: p.titleAm,
        description: p.description,
        descriptionAm: p.descriptionAm,
        price: p.price,
        listingType: p.listingType,
        propertyType: p.propertyType,
        regionId: p.regionId,
        cityId: p.cityId,
        subcityId: p.subcityId,
        kebeleId: p.kebeleId,
        address: p.address,
        landmark: p.landmark,
        latitude: p.latitude,
        longitude: p.longitude,
      })
      .from(p)
      .where(eq(p.id, propertyId));
    return row;
  },

  /** The published gallery, in order. */
  liveGallery: (db: Db, propertyId: number): Promise<GalleryPhoto[]> =>
    db
      .select({
        imageId: propertyImages.imageId,
        isPrimary: propertyImages.isPrimary,
        caption: propertyImages.caption,
      })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, propertyId))
      .orderBy(asc(propertyImages.position), asc(propertyImages.id)),

  /** The proposed gallery, in order; empty when the change keeps the published photos. */
  gallery: (db: Db, propertyId: number): Promise<GalleryPhoto[]> =>
    db
      .select({
        imageId: propertyRevisionImages.imageId,
        isPrimary: propertyRevisionImages.isPrimary,
        caption: propertyRevisionImages.caption,
      })
      .from(propertyRevisionImages)
      .where(eq(propertyRevisionImages.propertyId, propertyId))
      .orderBy(asc(propertyRevisionImages.position), asc(propertyRevisionImages.id)),

  /** The proposed photos of the given listings with their images, in gallery order. */
  galleryImages: (db: Db, propertyIds: number[]) =>
    propertyIds.length
      ? db
          .select(photoColumns)
          .from(propertyRevisionImages)
          .innerJoin(images, eq(images.id, propertyRevisionImages.imageId))
          .where(inArray(propertyRevisionImages.propertyId, propertyIds))
          .orderBy(
            asc(propertyRevisionImages.propertyId),
            asc(propertyRevisionImages.position),
            asc(propertyRevisionImages.id),
          )
      : Promise.resolve([]),

  /**
   * Opens the listing's change, or saves it again: waiting for staff, with these fields. A
   * change refused before starts afresh (a new place in the queue); a waiting one keeps its
   * place. `updatedAt` moves on every save, so staff approve only what they saw.
   */
  save: async (
    db: Db,
    propertyId: number,
    values: { fields: ProposedFields; primaryVideoId: number | null; proposedById: number | null },
  ): Promise<void> => {
    const r = propertyRevisions;
    await db
      .insert(r)
      .values({ propertyId, state: 'pending', ...values })
      .onConflictDoUpdate({
        target: r.propertyId,
        set: {
          ...values,
          state: 'pending',
          submittedAt: sql`case when ${r.state} = 'pending' then ${r.submittedAt} else now() end`,
          updatedAt: sql`clock_timestamp()`,
          reviewNote: null,
          reviewedAt: null,
          reviewedById: null,
        },
      });
  },

  /** Replaces the proposed gallery (none: the change keeps the published photos). */
  setGallery: async (db: Db, propertyId: number, photos: readonly GalleryPhoto[] | null): Promise<void> => {
    await db.delete(propertyRevisionImages).where(eq(propertyRevisionImages.propertyId, propertyId));
    if (!photos?.length) return;
    await db
      .insert(propertyRevisionImages)
      .values(photos.map((p, position) => ({ propertyId, position, ...p })));
  },

  /** Removes the listing's change, with its proposed gallery. */
  remove: async (db: Db, propertyId: number): Promise<void> => {
    await db.delete(propertyRevisions).where(eq(propertyRevisions.propertyId, propertyId));
  },

  /** Keeps of a refused change only its state and the reason its owner reads. */
  markRejected: async (db: Db, propertyId: number, note: string, staffId: number): Promise<void> => {
    await db
      .update(propertyRevisions)
      .set({
        state: 'rejected',
        fields: {},
        primaryVideoId: null,
        reviewNote: note,
        reviewedAt: sql`now()`,
        reviewedById: staffId,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(propertyRevisions.propertyId, propertyId));
  },

  /** The listing's videos with what a change proposes for them, in order. */
  videos: (db: Db, propertyId: number) =>
    db
      .select({
        id: propertyVideos.id,
        title: propertyVideos.title,
        proposedTitle: propertyVideos.proposedTitle,
        isPrimary: propertyVideos.isPrimary,
        pendingReview: propertyVideos.pendingReview,
        fileId: propertyVideos.fileId,
        thumbnailId: propertyVideos.thumbnailId,
      })
      .from(propertyVideos)
      .where(eq(propertyVideos.propertyId, propertyId))
      .orderBy(asc(propertyVideos.position), asc(propertyVideos.id)),

  /** Publishes the pending videos and the proposed titles. */
  publishVideos: async (db: Db, propertyId: number): Promise<void> => {
    const v = propertyVideos;
    await db
      .update(v)
      .set({
        pendingReview: false,
        title: sql`coalesce(${v.proposedTitle}, ${v.title})`,
        proposedTitle: null,
      })
      .where(and(eq(v.propertyId, propertyId)));
  },

  /** Deletes the pending videos (answers their files and posters) and forgets proposed titles. */
  dropVideoProposals: async (db: Db, propertyId: number) => {
    const v = propertyVideos;
    await db
      .update(v)
      .set({ proposedTitle: null })
      .where(and(eq(v.propertyId, propertyId), isNotNull(v.proposedTitle)));
    return db
      .delete(v)
      .where(and(eq(v.propertyId, propertyId), eq(v.pendingReview, true)))
      .returning({ fileId: v.fileId, thumbnailId: v.thumbnailId });
  },
};
