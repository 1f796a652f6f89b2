import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { propertyImages } from '../../src/server/db/schema';
import { processImage, storeProcessedImage } from '../../src/server/media/images';
import { describeWithMedia } from '../support/db';
import { factories } from '../support/factories';

/** A 1600×1000 photo: left half red, right half blue, so the crop can be checked by colour. */
async function twoColourPhoto(): Promise<Buffer> {
  const half = (r: number, g: number, b: number) =>
    sharp({ create: { width: 800, height: 1000, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#000' } })
    .composite([
      { input: await half(220, 20, 20), left: 0, top: 0 },
      { input: await half(20, 20, 220), left: 800, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

describeWithMedia('link-preview image of a listing', (env) => {
  let withPhoto: { id: number };
  let withoutPhoto: { id: number };
  let pending: { id: number };

  beforeAll(async () => {
    const { ctx } = env();
    const f = factories(ctx);
    withPhoto = await f.property({ title: 'Villa with a photo' });
    const stored = await storeProcessedImage(ctx.storage, await processImage(await twoColourPhoto()));
    const image = await f.image(stored);
    await ctx.database.db
      .insert(propertyImages)
      .values({ propertyId: withPhoto.id, imageId: image.id, position: 0, isPrimary: true });
    withoutPhoto = await f.property({ title: 'Plot without photos', propertyType: 'land' });
    pending = await f.property({ title: 'Awaiting review', status: 'pending' });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'GET', url: path, headers });

  it('crops the cover photo to a 1200×630 JPEG, cached for a day with an ETag', async () => {
    const res = await get(`/media/og/${withPhoto.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=86400\b/);
    expect(res.headers.etag).toBeTruthy();
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Filled, not letterboxed: both halves of the photo reach the edges.
    const { data } = await sharp(res.rawPayload).resize(2, 1, { fit: 'fill' }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[0]).toBeGreaterThan(150); // left: red
    expect(data[5]).toBeGreaterThan(150); // right: blue
  });

  it('answers a repeated request from its stored copy, and 304 to a matching If-None-Match', async () => {
    const first = await get(`/media/og/${withPhoto.id}.jpg`);
    const second = await get(`/media/og/${withPhoto.id}.jpg`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = await env().ctx.storage.size(`og/v1/${withPhoto.id}-${await coverId(withPhoto.id)}.jpg`);
    expect(stored).toBe(first.rawPayload.length);
    const revalidated = await get(`/media/og/${withPhoto.id}.jpg`, { 'if-none-match': first.headers.etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('falls back to the product image for a listing without photos', async () => {
    const res = await get(`/media/og/${withoutPhoto.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const product = await get('/media/og/sefer.jpg');
    expect(product.statusCode).toBe(200);
    expect(product.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 for unknown, hidden and malformed ids', async () => {
    for (const path of [
      '/media/og/999999999.jpg',
      `/media/og/${pending.id}.jpg`,
      '/media/og/0.jpg',
      '/media/og/abc.jpg',
      `/media/og/${withPhoto.id}.png`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).not.toBe('image/jpeg');
    }
  });

  it('makes a new preview when the cover photo changes', async () => {
    const { ctx } = env();
    const before = await get(`/media/og/${withPhoto.id}.jpg`);
    const green = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#10c020' } })
      .jpeg()
      .toBuffer();
    const image = await factories(ctx).image(
      await storeProcessedImage(ctx.storage, await processImage(green, { widths: [640] })),
    );
    await ctx.database.db
      .update(propertyImages)
      .set({ isPrimary: false })
      .where(eq(propertyImages.propertyId, withPhoto.id));
    await ctx.database.db
      .insert(propertyImages)
      .values({ propertyId: withPhoto.id, imageId: image.id, position: 1, isPrimary: true });
    const after = await get(`/media/og/${withPhoto.id}.jpg`, { 'if-none-match': before.headers.etag! });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { data } = await sharp(after.rawPayload).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(150); // green, from a 640-px source enlarged to fill
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  async function coverId(propertyId: number) {
    const [row] = await env()
      .ctx.database.db.select({ imageId: propertyImages.imageId })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, propertyId));
    return row!.imageId;
  }
});
