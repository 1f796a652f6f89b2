import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { deleteStoredImage, ImageRejectedError, processImage, storeProcessedImage } from '../../media/images';
import { adminImagesRepository as repo } from './images-repository';

/**
 * An upload of the console through the image pipeline (content check, metadata stripped, AVIF +
 * WebP variants), stored before the transaction that links it. A refused file is a 400 on `field`.
 */
export async function storeUpload(ctx: AppContext, data: Buffer, field: string) {
  try {
    return await storeProcessedImage(ctx.storage, await processImage(data));
  } catch (error) {
    if (error instanceof ImageRejectedError) throw fieldError(field, error.message);
    throw error;
  }
}

export type StoredUpload = Awaited<ReturnType<typeof storeUpload>>;

/** Removes the files of an upload whose transaction failed. */
export async function discardUpload(ctx: AppContext, stored: StoredUpload | undefined) {
  if (stored) await deleteStoredImage(ctx.storage, stored.variants).catch(() => {});
}

/** Deletes a replaced image when nothing else uses it. A failure leaves an orphan, never a hole. */
export async function removeImageIfUnused(ctx: AppContext, imageId: number | null): Promise<void> {
  if (imageId === null) return;
  try {
    const variants = await repo.deleteUnused(ctx.database.db, imageId);
    if (variants) await deleteStoredImage(ctx.storage, variants);
  } catch (error) {
    ctx.log.warn({ err: error, image_id: imageId }, 'could not remove a replaced image');
  }
}
