import type { Sharp } from 'sharp';
import { loadSharp } from './sharp';

/**
 * Perceptual photo hashes (decision 050): two 64-bit hashes of a photo's shapes, so that the same
 * photo re-encoded, resized, slightly cropped, brightened or watermarked gets hashes a few bits
 * away, and a different photo hashes about half the bits away. Two photos look alike only when
 * both hashes agree (`looksAlike`): the first finds candidates through an index, the second,
 * computed from different features of the same pixels, turns away the chance neighbours a
 * large catalogue gives any 64-bit hash.
 *
 * - pHash: the photo shrunk to 32×32 grey levels (aspect ignored), its 2-D DCT taken, and the
 *   8×8 lowest frequencies but the constant one compared with their median: one bit each.
 *   Brightness and contrast move every coefficient alike, so the bits stay; fine detail
 *   (compression noise, a watermark's letters) lives in the frequencies left out.
 * - dHash ("difference hash"): the photo shrunk to 9×8 grey levels, one bit per pair of
 *   horizontal neighbours (is the right one brighter?): where the photo's edges run, not its
 *   frequencies.
 */

const SIZE = 32;
const LOW = 8;
/** Grey-level spread below which a photo has no shapes to hash (a plain wall, a test swatch). */
const MIN_SPREAD = 3;

/** The farthest two pHashes may be and still count as the same photo (bits that differ). */
export const PHOTO_MATCH_DISTANCE = 14;
/** The farthest two dHashes may be and still count as the same photo (docs/benchmarks.md). */
export const DHASH_MATCH_DISTANCE = 14;

const DHASH_WIDTH = 9;
const DHASH_HEIGHT = 8;

/** A photo's two hashes, each an unsigned 64-bit integer. */
export interface PhotoHash {
  phash: bigint;
  dhash: bigint;
}

// cos((2x + 1) u π / 2N) for the rows and columns the hash keeps, computed once.
const COS: Float64Array[] = Array.from({ length: LOW }, (_, u) => {
  const row = new Float64Array(SIZE);
  for (let x = 0; x < SIZE; x++) row[x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE));
  return row;
});

/**
 * The hash of 32×32 grey pixels (one byte each), as an unsigned 64-bit integer; `null` for a
 * photo too flat to carry a likeness.
 */
export function hashGrey(grey: Uint8Array): bigint | null {
  if (grey.length !== SIZE * SIZE) throw new RangeError(`expected ${SIZE * SIZE} grey pixels`);
  let sum = 0;
  let sumSq = 0;
  for (const v of grey) {
    sum += v;
    sumSq += v * v;
  }
  const mean = sum / grey.length;
  if (Math.sqrt(Math.max(0, sumSq / grey.length - mean * mean)) < MIN_SPREAD) return null;

  // Separable DCT: rows first (32 rows × 8 frequencies), then the 8 columns of that.
  const rows = new Float64Array(SIZE * LOW);
  for (let y = 0; y < SIZE; y++)
    for (let u = 0; u < LOW; u++) {
      let acc = 0;
      for (let x = 0; x < SIZE; x++) acc += grey[y * SIZE + x]! * COS[u]![x]!;
      rows[y * LOW + u] = acc;
    }
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++)
    for (let u = 0; u < LOW; u++) {
      let acc = 0;
      for (let y = 0; y < SIZE; y++) acc += rows[y * LOW + u]! * COS[v]![y]!;
      coefficients[v * LOW + u] = acc;
    }
  // The median of the 63 varying frequencies (the constant one is only the brightness).
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  let hash = 0n;
  for (let i = 0; i < LOW * LOW; i++) hash = (hash << 1n) | (coefficients[i]! > median ? 1n : 0n);
  return hash;
}

/** The difference hash of 9×8 grey pixels (one byte each, row by row), unsigned 64 bits. */
export function differenceHash(grey: Uint8Array): bigint {
  if (grey.length !== DHASH_WIDTH * DHASH_HEIGHT)
    throw new RangeError(`expected ${DHASH_WIDTH * DHASH_HEIGHT} grey pixels`);
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++)
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const at = y * DHASH_WIDTH + x;
      hash = (hash << 1n) | (grey[at]! < grey[at + 1]! ? 1n : 0n);
    }
  return hash;
}

/** `width`×`height` grey pixels of anything sharp reads (a file or raw pixels), aspect ignored. */
export async function greyThumbnail(image: Sharp, width = SIZE, height = SIZE): Promise<Uint8Array> {
  const data = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  // greyscale() with an input that had alpha may still come out with one channel; take the first.
  const size = width * height;
  if (data.length === size) return new Uint8Array(data);
  const channels = data.length / size;
  return Uint8Array.from({ length: size }, (_, i) => data[i * channels]!);
}

/**
 * Both hashes of a photo from pixels already decoded (two small resizes of the same image);
 * `null` for a photo too plain to have a likeness.
 */
export async function hashImage(image: Sharp): Promise<PhotoHash | null> {
  const [grey, small] = await Promise.all([
    greyThumbnail(image.clone()),
    greyThumbnail(image.clone(), DHASH_WIDTH, DHASH_HEIGHT),
  ]);
  const phash = hashGrey(grey);
  return phash === null ? null : { phash, dhash: differenceHash(small) };
}

/** The hashes of an encoded photo (JPEG, WebP, AVIF…), rotated by its EXIF as shown. */
export async function photoHash(input: Buffer): Promise<PhotoHash | null> {
  const sharp = await loadSharp();
  return hashImage(sharp(input, { failOn: 'none' }).rotate());
}

/** The rule of decision 050: two photos are the same when both their hashes are close. */
export const looksAlike = (a: PhotoHash, b: PhotoHash): boolean =>
  hammingDistance(a.phash, b.phash) <= PHOTO_MATCH_DISTANCE &&
  hammingDistance(a.dhash, b.dhash) <= DHASH_MATCH_DISTANCE;

/** How many bits two hashes differ by. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/**
 * Multi-index hashing (Norouzi et al.): the hash is cut into 4 bands of 16 bits. Two hashes at
 * most `PHOTO_MATCH_DISTANCE` (14) bits apart differ by at most 3 bits in at least one band
 * (pigeonhole: 4 bands × 4 bits would be 16 > 14), so a lookup asks, per band, for the stored
 * values within 3 bits of the photo's (1 + 16 + 120 + 560 = 697 values), each an exact match on
 * an indexed column, and then counts the differing bits of the candidates.
 */
export const BAND_COUNT = 4;
const BAND_BITS = 16;
export const BAND_RADIUS = Math.floor(PHOTO_MATCH_DISTANCE / BAND_COUNT);

/** The 4 bands of a hash, highest bits first, each 0…65535. */
export function hashBands(hash: bigint): number[] {
  const h = BigInt.asUintN(64, hash);
  return Array.from({ length: BAND_COUNT }, (_, i) =>
    Number((h >> BigInt((BAND_COUNT - 1 - i) * BAND_BITS)) & 0xffffn),
  );
}

/** Every 16-bit value within `radius` bits of `value` (itself included). */
export function bandNeighbours(value: number, radius = BAND_RADIUS): number[] {
  const out = [value];
  let frontier = [{ v: value, from: 0 }];
  for (let r = 0; r < radius; r++) {
    const next: typeof frontier = [];
    for (const { v, from } of frontier)
      for (let bit = from; bit < BAND_BITS; bit++) {
        const flipped = v ^ (1 << bit);
        out.push(flipped);
        next.push({ v: flipped, from: bit + 1 });
      }
    frontier = next;
  }
  return out;
}

/** A 64-bit hash as PostgreSQL's signed `bigint` holds it, and back. */
export const toSigned = (hash: bigint): bigint => BigInt.asIntN(64, hash);
export const toUnsigned = (stored: bigint | string | number): bigint => BigInt.asUintN(64, BigInt(stored));
