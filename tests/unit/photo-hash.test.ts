import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALTERATIONS, alter, type DemoPhoto, drawDemoPhotos } from '../../src/seed/photo-variants';
import {
  BAND_COUNT,
  BAND_RADIUS,
  bandNeighbours,
  hammingDistance,
  hashBands,
  PHOTO_MATCH_DISTANCE,
  photoHash,
  toSigned,
  toUnsigned,
} from '../../src/server/media/photo-hash';

/**
 * The photo hash of decision 050 on the altered-photo set made from the demo photos (the five
 * drawings of each kind the demo data uploads): the threshold catches at least 95 % of the
 * altered copies and flags at most 1 % of the pairs of different photos.
 */
describe('perceptual photo hash', () => {
  let photos: DemoPhoto[];
  let hashes: bigint[];
  beforeAll(async () => {
    photos = await drawDemoPhotos([202_600, 202_601, 202_602, 202_603, 202_604], 640);
    hashes = (await Promise.all(photos.map((p) => photoHash(p.jpeg)))) as bigint[];
  }, 120_000);

  it('gives every demo photo a hash', () => {
    expect(hashes.every((h) => typeof h === 'bigint')).toBe(true);
  });

  it('catches at least 95 % of altered copies within the threshold', async () => {
    const distances: number[] = [];
    for (const how of ALTERATIONS)
      for (const [i, photo] of photos.entries())
        distances.push(hammingDistance((await photoHash(await alter(photo.jpeg, how)))!, hashes[i]!));
    const caught = distances.filter((d) => d <= PHOTO_MATCH_DISTANCE).length;
    expect(caught / distances.length).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it('flags at most 1 % of pairs of different photos', () => {
    let pairs = 0;
    let flagged = 0;
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) {
        pairs++;
        if (hammingDistance(hashes[i]!, hashes[j]!) <= PHOTO_MATCH_DISTANCE) flagged++;
      }
    expect(flagged / pairs).toBeLessThanOrEqual(0.01);
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
