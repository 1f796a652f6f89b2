import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageRejectedError, processImage, storeProcessedImage } from '../../src/server/media/images';
import { LocalStorage } from '../../src/server/media/storage';

/** A 1200×800 JPEG shot "sideways" (EXIF orientation 6) with GPS and camera metadata. */
async function phoneJpeg() {
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="800"><rect width="600" height="800" fill="#114488"/></svg>',
        ),
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 1/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '38/1 45/1 0/1',
      },
    })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  if (meta.orientation !== 6 || !meta.exif) throw new Error('the test photo lost its metadata');
  return jpeg;
}

/** A PNG whose header claims 50,000 × 50,000 pixels: a decompression bomb. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rejected = async (input: Buffer) => {
  const error = await processImage(input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
};

describe('image pipeline', () => {
  it('rotates by EXIF, strips every piece of metadata and makes AVIF and WebP at several widths', async () => {
    const result = await processImage(await phoneJpeg(), { widths: [320, 640, 1600] });
    // Orientation 6 turns the 1200×800 landscape into an 800×1200 portrait.
    expect(result.width).toBe(800);
    expect(result.height).toBe(1200);
    expect(result.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(
      ['avif:320', 'avif:640', 'avif:800', 'webp:320', 'webp:640', 'webp:800'].sort(),
    );
    for (const v of result.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.width).toBe(v.width);
    }
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{40,400}$/);
    expect(result.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('recognises images by content, whatever their name', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const result = await processImage(png, { widths: [320] });
    expect(result.variants.find((v) => v.format === 'webp')!.width).toBe(320);
  });

  it('refuses SVG, text and truncated images', async () => {
    expect(
      await rejected(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBe('not_an_image');
    expect(await rejected(Buffer.from('just some text pretending to be a photo.jpg'))).toBe('not_an_image');
    const jpeg = await phoneJpeg();
    expect(await rejected(jpeg.subarray(0, 400))).toBe('corrupt');
  });

  it('refuses decompression bombs before decoding them, and oversize files', async () => {
    expect(await rejected(pngBomb())).toBe('too_many_pixels');
    const big = Buffer.concat([await phoneJpeg(), Buffer.alloc(16 * 1024 * 1024)]);
    expect(await rejected(big)).toBe('too_large');
  });
});

describe('local media storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sefer-storage-'));
  const storage = new LocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores every variant under one prefix and serves their URLs', async () => {
    const processed = await processImage(await phoneJpeg(), { widths: [320] });
    const stored = await storeProcessedImage(storage, processed);
    expect(stored.variants).toHaveLength(2);
    for (const v of stored.variants) {
      expect(v.key.startsWith(`${stored.storageKey}-`)).toBe(true);
      expect(await storage.size(v.key)).toBe(v.bytes);
      expect(storage.url(v.key)).toBe(`/media/${v.key}`);
    }
    await storage.delete(stored.variants[0]!.key);
    expect(await storage.size(stored.variants[0]!.key)).toBeUndefined();
  });

  it('never writes outside its root, and cleans partial writes', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid media key/);
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    writeFileSync(path.join(root, '.tmp', 'left-over.part'), 'half');
    expect(await storage.cleanTemporaryFiles()).toBe(1);
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });
});
