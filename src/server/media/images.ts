import { randomBytes } from 'node:crypto';
import { IMAGE } from '@shared/constants';
import { type ImageFormat, sniffImageFormat } from '@shared/image-sniff';
import { SERVER_MESSAGES } from '@shared/server-messages';
import type { OutputInfo } from 'sharp';
import type { ImageVariant } from '../db/schema/media';
import { hashImage, type PhotoHash } from './photo-hash';
import { loadSharp } from './sharp';
import type { MediaStorage } from './storage';

/** Why an upload was refused; callers turn it into a field error. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(
    readonly reason: 'not_an_image' | 'too_large' | 'too_many_pixels' | 'corrupt',
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedVariant extends ImageVariant {
  data: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  placeholder: string;
  dominantColor: string;
  /** Perceptual hashes (decision 050); null for a photo too plain to have them. */
  photoHash: PhotoHash | null;
  variants: ProcessedVariant[];
}

export interface ImagePipelineOptions {
  widths?: readonly number[];
  /** AVIF encoder effort 0–9 (default 3; see decision 003): the seed uses 2 to start fast. */
  avifEffort?: number;
  maxBytes?: number;
  maxPixels?: number;
}

/**
 * The image pipeline (DESIGN §1): recognise the format by content, refuse decompression bombs
 * before decoding, auto-rotate, drop every piece of metadata (EXIF GPS, camera, ICC), and encode
 * AVIF + WebP at several widths plus a tiny blurred placeholder.
 */
export async function processImage(
  input: Buffer,
  options: ImagePipelineOptions = {},
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const maxPixels = options.maxPixels ?? IMAGE.maxInputPixels;
  await inspectImage(input, options);

  // Decode once (rotated, sRGB, no metadata) at the largest width needed, then encode each variant
  // from the raw pixels; re-decoding the upload per variant would cost more than the encodes.
  const widths = options.widths ?? IMAGE.widths;
  const largest = Math.max(...widths);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError('corrupt', SERVER_MESSAGES.damaged_image);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const opaque = (await sharp(data, raw).stats()).isOpaque;
  const targetWidths = [...new Set(widths.filter((w) => w < info.width).concat(info.width))].sort(
    (a, b) => a - b,
  );

  const encodes = targetWidths.flatMap((width) =>
    IMAGE.formats.map(async (fmt): Promise<ProcessedVariant> => {
      let pipeline = sharp(data, raw).resize({ width });
      if (opaque) pipeline = pipeline.removeAlpha();
      pipeline =
        fmt === 'avif'
          ? pipeline.avif({ quality: 50, effort: options.avifEffort ?? 3 })
          : pipeline.webp({ quality: 76, effort: 4 });
      const { data: out, info: outInfo } = await pipeline.toBuffer({ resolveWithObject: true });
      return {
        format: fmt,
        width: outInfo.width,
        height: outInfo.height,
        key: '',
        bytes: out.length,
        data: out,
      };
    }),
  );
  const [variants, placeholder, dominantColor, photoHash] = await Promise.all([
    Promise.all(encodes),
    tinyPlaceholder(data, raw),
    dominant(data, raw),
    hashImage(sharp(data, raw)),
  ]);
  return { width: info.width, height: info.height, placeholder, dominantColor, photoHash, variants };
}

/**
 * The cheap checks of the pipeline, without decoding any pixel: size, magic bytes, a container
 * that agrees with them, and the pixel budget. Lets a form report every bad file before any
 * expensive encoding starts.
 */
export async function inspectImage(
  input: Buffer,
  options: Pick<ImagePipelineOptions, 'maxBytes' | 'maxPixels'> = {},
): Promise<{ width: number; height: number }> {
  const maxBytes = options.maxBytes ?? IMAGE.maxUploadBytes;
  const maxPixels = options.maxPixels ?? IMAGE.maxInputPixels;
  if (input.length > maxBytes) {
    throw new ImageRejectedError(
      'too_large',
      `Image is too large (max ${Math.round(maxBytes / 1024 / 1024)} MB).`,
    );
  }
  const format = sniffImageFormat(input);
  if (!format) {
    throw new ImageRejectedError('not_an_image', SERVER_MESSAGES.invalid_image);
  }
  const meta = await readMetadata(input, format);
  if (meta.width * meta.height > maxPixels) {
    throw new ImageRejectedError('too_many_pixels', SERVER_MESSAGES.image_too_many_pixels);
  }
  return meta;
}

async function readMetadata(input: Buffer, format: ImageFormat) {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // The container must agree with the magic bytes (a PNG renamed .jpg is fine; junk is not).
    const expected = format === 'avif' ? 'heif' : format;
    if (meta.format !== expected) throw new Error(`format mismatch ${meta.format}`);
    // EXIF orientations 5–8 swap width and height; the pixel budget is the same either way.
    return { width: meta.width, height: meta.height };
  } catch {
    throw new ImageRejectedError('corrupt', SERVER_MESSAGES.damaged_image);
  }
}

type Raw = { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * A 24-pixel-wide WebP as a data URL (~150 characters): the browser paints it, stretched and
 * smoothed, under the photo until the photo arrives, with no script at all. (A ThumbHash needs
 * JavaScript to decode, and its PNG data URL weighed ~4 kB per image in server-rendered pages.)
 */
async function tinyPlaceholder(data: Buffer, raw: Raw): Promise<string> {
  const sharp = await loadSharp();
  const tiny = await sharp(data, raw)
    .resize({ width: 24, height: 24, fit: 'inside' })
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

async function dominant(data: Buffer, raw: Raw): Promise<string> {
  const sharp = await loadSharp();
  const { dominant: c } = await sharp(data, raw).stats();
  return `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Writes every variant under one fresh storage prefix and returns what the `images` row needs. */
export async function storeProcessedImage(storage: MediaStorage, image: ProcessedImage) {
  const id = randomBytes(12).toString('hex');
  const storageKey = `images/${id.slice(0, 2)}/${id}`;
  const written: string[] = [];
  try {
    const variants: ImageVariant[] = [];
    for (const v of image.variants) {
      const key = `${storageKey}-${v.width}.${v.format}`;
      await storage.put(key, v.data);
      written.push(key);
      variants.push({ format: v.format, width: v.width, height: v.height, key, bytes: v.bytes });
    }
    return {
      storageKey,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      dominantColor: image.dominantColor,
      variants,
    };
  } catch (error) {
    // Leave no orphan file behind when the disk fills up half-way.
    await Promise.all(written.map((k) => storage.delete(k).catch(() => {})));
    throw error;
  }
}

/** Removes every stored variant of an image. */
export async function deleteStoredImage(storage: MediaStorage, variants: ImageVariant[]): Promise<void> {
  await Promise.all(variants.map((v) => storage.delete(v.key)));
}
