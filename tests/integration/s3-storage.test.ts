import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createStorage } from '../../src/server/media/create-storage';
import { S3Storage } from '../../src/server/media/s3-storage';
import { createTestContext } from '../support/db';
import { type LocalS3, readStored, startS3, storedKeys } from '../support/media';

/**
 * What is particular to media in a bucket (decision 045); the media suites themselves
 * (`describeWithMedia`) run against a bucket too.
 */
describe('Media in an S3 bucket', () => {
  let s3: LocalS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startS3('sefer-media');
    storage = (await createStorage(loadConfig({ ...s3.env, DATA_DIR: '/nonexistent' }))) as S3Storage;
  });
  afterAll(() => s3.stop());

  it('is chosen by MEDIA_STORAGE=s3, and refuses an incomplete configuration', () => {
    expect(storage).toBeInstanceOf(S3Storage);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /set both/,
    );
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'Not A Bucket' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/'local' or 's3'/);
  });

  it('stores a stream larger than one part in several parts, byte for byte, typed by its name', async () => {
    const data = randomBytes(17 * 1024 * 1024 + 5);
    const key = 'videos/ab/multipart.mp4';
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) =>
      data.subarray(i * 65536, (i + 1) * 65536),
    );
    expect(await storage.put(key, Readable.from(chunks))).toEqual({ bytes: data.length });
    expect(await storage.size(key)).toBe(data.length);
    const ctx = { storage };
    expect((await readStored(ctx, key)).equals(data)).toBe(true);
    expect(await storedKeys(ctx, 'videos/')).toEqual([key]);
    await storage.delete(key);
    await storage.delete(key); // a missing key is no error
    expect(await storage.size(key)).toBeUndefined();
  });

  it('refuses keys that could leave their folder', async () => {
    for (const key of ['../x.jpg', 'images/../../x', '/abs.jpg', 'images//x.jpg'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid media key/);
  });

  it('points URLs at S3_PUBLIC_URL when set, else at /media', async () => {
    expect(storage.url('images/ab/c-320.webp')).toBe('/media/images/ab/c-320.webp');
    const cdn = await createStorage(
      loadConfig({ ...s3.env, DATA_DIR: '/nonexistent', S3_PUBLIC_URL: 'https://cdn.example.et/m/' }),
    );
    expect(cdn.url('images/ab/c-320.webp')).toBe('https://cdn.example.et/m/images/ab/c-320.webp');
  });

  describe('/media streams from the bucket', () => {
    let made: Awaited<ReturnType<typeof createTestContext>>;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const video = randomBytes(300_000);
    beforeAll(async () => {
      made = await createTestContext('pglite', {}, 's3');
      app = await buildApp(made.ctx, { logger: false });
      await made.ctx.storage.put('videos/cd/clip.mp4', video);
      await made.ctx.storage.put('images/cd/photo-320.webp', Buffer.from('RIFF....WEBP'));
    });
    afterAll(async () => {
      await app.close();
      await made.cleanup();
    });

    it('whole, with the type of its name, cached for good and never sniffed', async () => {
      const res = await app.inject({ url: '/media/videos/cd/clip.mp4' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(video)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(video.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      });
      expect(res.headers['content-security-policy']).toContain('sandbox');
      const again = await app.inject({
        url: '/media/videos/cd/clip.mp4',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('a byte range, as video players ask', async () => {
      const res = await app.inject({
        url: '/media/videos/cd/clip.mp4',
        headers: { range: 'bytes=1000-1999' },
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
      expect(res.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
      const beyond = await app.inject({
        url: '/media/videos/cd/clip.mp4',
        headers: { range: `bytes=${video.length + 10}-` },
      });
      expect(beyond.statusCode).toBe(416);
    });

    it('404 for a missing object or a key of no shape the server writes', async () => {
      expect((await app.inject({ url: '/media/images/cd/none-320.webp' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/media/images/%2e%2e/%2e%2e/secret' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/media/.hidden' })).statusCode).toBe(404);
      const image = await app.inject({ url: '/media/images/cd/photo-320.webp' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });
  });
});
