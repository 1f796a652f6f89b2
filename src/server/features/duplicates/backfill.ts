import { buffer } from 'node:stream/consumers';
import type { AppContext } from '../../context';
import type { ImageVariant } from '../../db/schema/media';
import { photoHash } from '../../media/photo-hash';
import { mediaRepository } from '../../media/repository';
import { duplicatesRepository as repo } from './repository';

const BATCH = 100;

/** The largest stored rendition (WebP before AVIF: quicker to decode): what a photo's hash is read from. */
const largest = (variants: ImageVariant[]) =>
  [...variants].sort((a, b) => b.width - a.width || (a.format === 'webp' ? -1 : 1))[0];

/**
 * Gives every listing photo stored before decision 050 its perceptual hash (`npm run cli --
 * hash-photos`). The original uploads are gone (decision 003), so the hash is read from the
 * largest stored rendition, which is the photo resized: its hash is within a bit or two of the
 * upload's. Photos are walked once in id order; a plain photo gets no hash and is passed over,
 * and a rendition that cannot be read is logged and skipped. Running it again does only what is
 * left. Returns how many photos were hashed.
 */
export async function backfillPhotoHashes(ctx: AppContext): Promise<{ hashed: number; skipped: number }> {
  const db = ctx.database.db;
  let after = 0;
  let hashed = 0;
  let skipped = 0;
  for (;;) {
    const batch = await repo.unhashedPhotos(db, after, BATCH);
    if (!batch.length) return { hashed, skipped };
    for (const photo of batch) {
      after = photo.id;
      const variant = largest(photo.variants);
      try {
        const hash = variant ? await photoHash(await buffer(ctx.storage.read(variant.key))) : null;
        await mediaRepository.insertPhotoHash(db, photo.id, hash);
        if (hash === null) skipped++;
        else hashed++;
      } catch (error) {
        skipped++;
        ctx.log.warn({ err: error, image_id: photo.id }, 'could not hash a stored photo');
      }
    }
  }
}
