import { readFile } from 'node:fs/promises';
import type { FieldErrorsBody } from '@shared/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { fieldErrors } from '../../lib/errors';
import { ImageRejectedError, inspectImage, processImage, storeProcessedImage } from '../../media/images';
import type { PhotoHash } from '../../media/photo-hash';
import { mediaRepository, type StoredImage } from '../../media/repository';
import type { SpooledFile } from '../../media/uploads';
import type { GalleryPhoto } from '../revisions';
import type { PlannedPhoto } from './gallery';

/** Listing photos (spec §5: image files only, at most 10) through the image pipeline (decision 003). */

const IMAGES_FIELD = 'images';

const reason = (file: SpooledFile, error: ImageRejectedError) => `${file.filename}: ${error.message}`;

/**
 * The cheap checks of every uploaded photo (content, size, pixel budget), so that a form learns of
 * every bad file, together with its other mistakes, before any photo is encoded.
 */
export async function inspectPhotos(files: SpooledFile[]): Promise<FieldErrorsBody> {
  const messages: string[] = [];
  for (const file of files) {
    try {
      await inspectImage(await readFile(file.path));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      messages.push(reason(file, error));
    }
  }
  return messages.length ? { [IMAGES_FIELD]: messages } : {};
}

/**
 * Encodes and stores the photos one after another (one photo in memory at a time). When any
 * fails, the ones already stored are removed: the caller gets every photo or none.
 */
export async function storePhotos(ctx: AppContext, files: SpooledFile[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const file of files) {
      try {
        const processed = await processImage(await readFile(file.path));
        stored.push({
          ...(await storeProcessedImage(ctx.storage, processed)),
          photoHash: processed.photoHash,
        });
      } catch (error) {
        if (error instanceof ImageRejectedError) throw fieldErrors({ [IMAGES_FIELD]: [reason(file, error)] });
        throw error;
      }
    }
    return stored;
  } catch (error) {
    await discardPhotos(ctx, stored);
    throw error;
  }
}

/** A photo stored for a request, with its perceptual hash (decision 050). */
export type StoredPhoto = StoredImage & { photoHash: PhotoHash | null };

/** Removes the files of photos stored for a request that then failed. */
export async function discardPhotos(ctx: AppContext, stored: StoredImage[]): Promise<void> {
  await Promise.all(
    stored.flatMap((image) => image.variants.map((v) => ctx.storage.delete(v.key).catch(() => {}))),
  );
}

/**
 * The gallery a plan makes, as image ids: the photos stored for this request get their image
 * rows here (inside the caller's transaction), the kept ones keep theirs.
 */
export async function galleryOf(
  tx: Db,
  photos: PlannedPhoto[],
  stored: StoredPhoto[],
  uploaderId: number,
): Promise<GalleryPhoto[]> {
  const newIds: number[] = [];
  for (const { photoHash, ...image } of stored) {
    const id = await mediaRepository.insertImage(tx, image, uploaderId);
    await mediaRepository.insertPhotoHash(tx, id, photoHash);
    newIds.push(id);
  }
  return photos.map((p) =>
    p.kind === 'existing'
      ? { imageId: p.id, caption: p.caption, isPrimary: p.isPrimary }
      : { imageId: newIds[p.index]!, caption: '', isPrimary: p.isPrimary },
  );
}
