import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALTERATIONS, alter, type DemoPhoto, drawDemoPhotos } from '../../src/seed/photo-variants';
import { drawPhoto, type PhotoKind } from '../../src/seed/photos';
import {
  BAND_COUNT,
  BAND_RADIUS,
  bandNeighbours,
  differenceHash,
  hammingDistance,
  hashBands,
  looksAlike,
  PHOTO_MATCH_DISTANCE,
  type PhotoHash,
  photoHash,
  toSigned,
  toUnsigned,
} from '../../src/server/media/photo-hash';

/**
 * The photo hashes of decision 050 on the altered-photo set made from the demo photos (the five
 * drawings of each kind the demo data uploads): the rule (pHash and dHash both close) catches at
 * least 95 % of the altered copies, and flags fewer pairs of different photos than the pHash alone.
 */
describe('perceptual photo hash', () => {
  let photos: DemoPhoto[];
  let hashes: PhotoHash[];
  beforeAll(async () => {
    photos = await drawDemoPhotos([202_600, 202_601, 202_602, 202_603, 202_604], 640);
    hashes = (await Promise.all(photos.map((p) => photoHash(p.jpeg)))) as PhotoHash[];
  }, 120_000);

  it('gives every demo photo both hashes', () => {
    expect(hashes.every((h) => typeof h.phash === 'bigint' && typeof h.dhash === 'bigint')).toBe(true);
  });

  it('catches at least 95 % of altered copies with both hashes', async () => {
    let caught = 0;
    let copies = 0;
    for (const how of ALTERATIONS)
      for (const [i, photo] of photos.entries()) {
        copies++;
        if (looksAlike((await photoHash(await alter(photo.jpeg, how)))!, hashes[i]!)) caught++;
      }
    expect(caught / copies).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it('flags at most 1 % of pairs of different photos, and fewer than the pHash alone', () => {
    let pairs = 0;
    let byPhash = 0;
    let flagged = 0;
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) {
        pairs++;
        if (hammingDistance(hashes[i]!.phash, hashes[j]!.phash) <= PHOTO_MATCH_DISTANCE) byPhash++;
        if (looksAlike(hashes[i]!, hashes[j]!)) flagged++;
      }
    expect(flagged / pairs).toBeLessThanOrEqual(0.01);
    expect(flagged).toBeLessThan(byPhash);
  });

  it('turns away two different photos whose pHashes are close: their dHashes are not', async () => {
    const draw = async (kind: PhotoKind, seed: number) =>
      (await photoHash(
        await sharp(Buffer.from(drawPhoto(kind, seed, { width: 480, height: 320 })))
          .jpeg({ quality: 90 })
          .toBuffer(),
      ))!;
    const [villa, plot] = [await draw('villa-exterior', 9626), await draw('land-plot', 9600)];
    expect(hammingDistance(villa.phash, plot.phash)).toBeLessThanOrEqual(PHOTO_MATCH_DISTANCE);
    expect(looksAlike(villa, plot)).toBe(false);
  });

  it('reads the dHash from left-to-right brightness steps', () => {
    const rising = Uint8Array.from({ length: 72 }, (_, i) => (i % 9) * 20);
    expect(differenceHash(rising)).toBe(2n ** 64n - 1n);
    expect(differenceHash(rising.reverse())).toBe(0n);
  });

  it('has no hash for a plain photo', async () => {
    const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    expect(await photoHash(plain)).toBeNull();
  });

  it('finds every hash within the threshold through one of its bands (multi-index hashing)', () => {
    expect(BAND_RADIUS * BAND_COUNT + BAND_COUNT).toBeGreaterThan(PHOTO_MATCH_DISTANCE);
    expect(new Set(bandNeighbours(0xbeef)).size).toBe(1 + 16 + 120 + 560);
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 300; n++) {
      const a = BigInt.asUintN(64, BigInt(Math.floor(rnd() * 2 ** 53)) * 2048n + BigInt(n));
      let b = a;
      const flips = 1 + Math.floor(rnd() * PHOTO_MATCH_DISTANCE);
      for (let k = 0; k < flips; k++) b ^= 1n << BigInt(Math.floor(rnd() * 64));
      const [ba, bb] = [hashBands(a), hashBands(b)];
      expect(ba.some((value, i) => bandNeighbours(value).includes(bb[i]!))).toBe(true);
      expect(toUnsigned(toSigned(a))).toBe(a);
    }
  });
});
