import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  advertisements,
  backgrounds,
  images,
  mediaFiles,
  photoHashes,
  propertyImages,
  propertyRevisionImages,
  propertyVideos,
  users,
} from '../db/schema';
import type { ImageVariant } from '../db/schema/media';
import type { storeProcessedImage } from './images';
import { hashBands, type PhotoHash, toSigned } from './photo-hash';

export type StoredImage = Awaited<ReturnType<typeof storeProcessedImage>>;

/**
 * The one definition of "something still shows this image": a listing's photo, a photo of a
 * change awaiting review, a video poster, a profile picture, an ad or a background. Demo
 * listings share photos, so a photo removed from one listing may still be another's.
 */
export function imageInUse(imageId: SQL | typeof images.id): SQL {
  return sql`(exists (select 1 from ${propertyImages} where ${propertyImages.imageId} = ${imageId})
    or exists (select 1 from ${propertyRevisionImages} where ${propertyRevisionImages.imageId} = ${imageId})
    or exists (select 1 from ${propertyVideos} where ${propertyVideos.thumbnailId} = ${imageId})
    or exists (select 1 from ${users} where ${users.profilePictureId} = ${imageId})
    or exists (select 1 from ${advertisements} where ${advertisements.imageId} = ${imageId})
    or exists (select 1 from ${backgrounds} where ${backgrounds.imageId} = ${imageId}))`;
}

/** Rows of stored media (`images`, `media_files`); the files themselves live in MediaStorage. */
export const mediaRepository = {
  insertImage: async (db: Db, image: StoredImage, uploadedById: number): Promise<number> => {
    const [row] = await db
      .insert(images)
      .values({ ...image, uploadedById })
      .returning({ id: images.id });
    return row!.id;
  },

  /** Records a photo's perceptual hashes with the pHash's bands (decision 050); nothing for a photo without. */
  insertPhotoHash: async (db: Db, imageId: number, hash: PhotoHash | null): Promise<void> => {
    if (hash === null) return;
    const [band0, band1, band2, band3] = hashBands(hash.phash) as [number, number, number, number];
    await db
      .insert(photoHashes)
      .values({
        imageId,
        hash: toSigned(hash.phash),
        dhash: toSigned(hash.dhash),
        band0,
        band1,
        band2,
        band3,
      })
      .onConflictDoNothing();
  },

  /**
   * Deletes those of the given images nothing uses any more (`imageInUse`) and returns their variants, whose files the caller
   * removes once the transaction has committed.
   */
  deleteUnusedImages: async (db: Db, ids: number[]): Promise<ImageVariant[][]> => {
    if (!ids.length) return [];
    const rows = await db
      .delete(images)
      .where(and(inArray(images.id, ids), sql`not ${imageInUse(images.id)}`))
      .returning({ variants: images.variants });
    return rows.map((r) => r.variants);
  },

  insertFile: async (
    db: Db,
    file: { key: string; contentType: string; bytes: number; uploadedById: number },
  ): Promise<number> => {
    const [row] = await db.insert(mediaFiles).values(file).returning({ id: mediaFiles.id });
    return row!.id;
  },

  /** Deletes file rows no video uses any more and returns their storage keys. */
  deleteUnusedFiles: async (db: Db, ids: number[]): Promise<string[]> => {
    if (!ids.length) return [];
    const rows = await db
      .delete(mediaFiles)
      .where(
        and(
          inArray(mediaFiles.id, ids),
          sql`not exists (select 1 from ${propertyVideos} where ${propertyVideos.fileId} = ${mediaFiles.id})`,
        ),
      )
      .returning({ key: mediaFiles.key });
    return rows.map((r) => r.key);
  },
};
