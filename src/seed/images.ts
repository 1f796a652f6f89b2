import type { Db } from '@server/db/client';
import { images } from '@server/db/schema';
import { type ImagePipelineOptions, processImage, storeProcessedImage } from '@server/media/images';
import { mediaRepository } from '@server/media/repository';
import type { MediaStorage } from '@server/media/storage';
import type { PropertyType } from '@shared/enums';
import sharp from 'sharp';
import { DEMO_ADS } from './content';
import {
  drawAdVisual,
  drawHeroBackground,
  drawLogo,
  drawPhoto,
  PHOTO_KINDS,
  type PhotoKind,
  photoKindsFor,
} from './photos';

/** How many different drawings of each kind: enough that neighbouring cards rarely repeat. */
const PHOTOS_PER_KIND = 5;
const LOGOS = 12;
/**
 * Demo photos are drawn at 1024 px and encoded with AVIF effort 0: the first start must finish
 * within a minute on 2 cores (decision 008). Uploads use the pipeline's defaults.
 */
const PHOTO_SIZE = { width: 1024, height: 683 };
const DEMO_PIPELINE: ImagePipelineOptions = { avifEffort: 0, widths: [320, 640, 1024] };

export interface SeededImages {
  photos: Map<PhotoKind, number[]>;
  logos: number[];
  /** Ad picture per DEMO_ADS index. */
  ads: number[];
  hero: number;
}

const AD_SIZE: Record<string, { width: number; height: number }> = {
  banner: { width: 1200, height: 300 },
  sidebar: { width: 600, height: 800 },
  featured: { width: 800, height: 600 },
  sponsored: { width: 800, height: 600 },
};

/** Runs tasks with at most `limit` in flight (the machine has few cores; sharp uses them all). */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Draws every demo picture, runs it through the image pipeline and records it. */
export async function seedImages(db: Db, storage: MediaStorage, seed: number): Promise<SeededImages> {
  const render = async (svg: string, options: ImagePipelineOptions = {}, photo = false) => {
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    const processed = await processImage(jpeg, { ...DEMO_PIPELINE, ...options });
    const stored = await storeProcessedImage(storage, processed);
    const [row] = await db.insert(images).values(stored).returning({ id: images.id });
    // Listing photos get their perceptual hash like uploads (decision 050).
    if (photo) await mediaRepository.insertPhotoHash(db, row!.id, processed.photoHash);
    return row!.id;
  };

  type Job = () => Promise<number>;
  const photoJobs: Array<[PhotoKind, Job]> = PHOTO_KINDS.flatMap((kind) =>
    Array.from({ length: PHOTOS_PER_KIND }, (_, i): [PhotoKind, Job] => [
      kind,
      () => render(drawPhoto(kind, seed * 100 + i, PHOTO_SIZE), {}, true),
    ]),
  );
  const logoJobs: Job[] = Array.from(
    { length: LOGOS },
    (_, i) => () => render(drawLogo(seed + i), { widths: [128, 256] }),
  );
  const adJobs: Job[] = DEMO_ADS.map(
    (ad) => () => render(drawAdVisual(ad.visual_seed, AD_SIZE[ad.ad_type]!), { widths: [320, 640, 1200] }),
  );
  const heroJob: Job = () =>
    render(drawHeroBackground(seed), { widths: [640, 1024, 1600, 1920], avifEffort: 2 });

  const all: Job[] = [heroJob, ...photoJobs.map(([, job]) => job), ...logoJobs, ...adJobs];
  const ids = await mapLimit(all, 2, (job) => job());

  const photos = new Map<PhotoKind, number[]>();
  photoJobs.forEach(([kind], i) => {
    photos.set(kind, [...(photos.get(kind) ?? []), ids[1 + i]!]);
  });
  const afterPhotos = 1 + photoJobs.length;
  return {
    hero: ids[0]!,
    photos,
    logos: ids.slice(afterPhotos, afterPhotos + LOGOS),
    ads: ids.slice(afterPhotos + LOGOS),
  };
}

/** Picks the photos of one listing: kinds that suit its type, a drawing of each chosen by `pick`. */
export function listingPhotos(
  media: SeededImages,
  type: PropertyType,
  pick: <T>(items: readonly T[]) => T,
  count: number,
): number[] {
  const kinds = photoKindsFor(type).slice(0, count);
  const chosen = new Set<number>();
  for (const kind of kinds) {
    const pool = media.photos.get(kind) ?? [];
    const available = pool.filter((id) => !chosen.has(id));
    if (available.length) chosen.add(pick(available));
  }
  return [...chosen];
}
