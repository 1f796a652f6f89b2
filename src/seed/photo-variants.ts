import sharp from 'sharp';
import { drawPhoto, PHOTO_KINDS, type PhotoKind } from './photos';

/**
 * The altered-photo set of decision 050: demo photos and the copies a re-poster makes of them
 * (re-encoded, resized, cropped, brightened, watermarked), for measuring the duplicate check
 * (`npm run bench:photo-hashes`) and holding its threshold in a unit test.
 */

export const ALTERATIONS = ['reencoded', 'resized', 'cropped', 'brightened', 'watermarked'] as const;
export type Alteration = (typeof ALTERATIONS)[number];

export interface DemoPhoto {
  kind: PhotoKind;
  seed: number;
  /** The photo as the demo data uploads it: JPEG quality 90. */
  jpeg: Buffer;
}

/** Draws the demo photos of `seeds` (every kind, each seed), at `width` px (3:2). */
export async function drawDemoPhotos(seeds: number[], width = 800): Promise<DemoPhoto[]> {
  const size = { width, height: Math.round((width * 2) / 3) };
  const out: DemoPhoto[] = [];
  for (const seed of seeds)
    for (const kind of PHOTO_KINDS) {
      const jpeg = await sharp(Buffer.from(drawPhoto(kind, seed, size)))
        .jpeg({ quality: 90 })
        .toBuffer();
      out.push({ kind, seed, jpeg });
    }
  return out;
}

/** A phone number and a site name across the photo, as brokers stamp the photos they take. */
function watermark(width: number, height: number): Buffer {
  const fontSize = Math.round(height / 9);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="0" y="${Math.round(height * 0.42)}" width="${width}" height="${Math.round(fontSize * 1.6)}" fill="#000" fill-opacity="0.25"/>
<text x="${width / 2}" y="${Math.round(height * 0.42 + fontSize * 1.15)}" font-family="DejaVu Sans, sans-serif" font-weight="bold"
 font-size="${fontSize}" fill="#fff" fill-opacity="0.75" text-anchor="middle">BETOCH 0911 234 567</text>
</svg>`);
}

/** One altered copy of a photo. */
export async function alter(jpeg: Buffer, how: Alteration): Promise<Buffer> {
  const image = sharp(jpeg);
  const { width = 0, height = 0 } = await image.metadata();
  switch (how) {
    case 'reencoded':
      return image.jpeg({ quality: 60 }).toBuffer();
    case 'resized':
      return image
        .resize({ width: Math.round(width / 2) })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'cropped': {
      // 5 % off the width and the height, all of it from the left and top: a shifted frame.
      const left = Math.round(width * 0.05);
      const top = Math.round(height * 0.05);
      return image
        .extract({ left, top, width: width - left, height: height - top })
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'brightened':
      return image.modulate({ brightness: 1.25 }).jpeg({ quality: 85 }).toBuffer();
    case 'watermarked':
      return image
        .composite([{ input: watermark(width, height) }])
        .jpeg({ quality: 85 })
        .toBuffer();
    default:
      throw new RangeError(`unknown alteration: ${String(how)}`);
  }
}
