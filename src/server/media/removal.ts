import type { FastifyBaseLogger } from 'fastify';
import type { ImageVariant } from '../db/schema/media';
import type { MediaStorage } from './storage';

/**
 * Removes stored files whose rows are gone (after the transaction that deleted them committed).
 * A failure leaves an orphan file, logged, never a row pointing to a missing file.
 */
export async function removeStoredMedia(
  storage: MediaStorage,
  log: FastifyBaseLogger,
  media: { images?: ImageVariant[][]; keys?: string[] },
): Promise<void> {
  const keys = [...(media.images ?? []).flat().map((v) => v.key), ...(media.keys ?? [])];
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log.warn({ err: result.reason, key: keys[i] }, 'could not remove a media file');
  });
}
