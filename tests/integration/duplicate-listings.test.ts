import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { alter } from '../../src/seed/photo-variants';
import { drawPhoto, type PhotoKind } from '../../src/seed/photos';
import { photoHashes, properties, propertyImages } from '../../src/server/db/schema';
import { backfillPhotoHashes } from '../../src/server/features/duplicates';
import { hammingDistance, toUnsigned } from '../../src/server/media/photo-hash';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import type { FormFile } from '../support/uploads';

const DAY = 24 * 60 * 60 * 1000;

/** A drawn demo scene as a phone would upload it (small, so that the pipeline is quick). */
async function scene(kind: PhotoKind, seed: number): Promise<Buffer> {
  const svg = drawPhoto(kind, seed, { width: 480, height: 320 });
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
const file = (data: Buffer, name = 'photo.jpg'): FormFile => ({
  field: 'images',
  filename: name,
  type: 'image/jpeg',
  data,
});

/**
 * Unique photos, unique listings (decision 050): on PGlite and PostgreSQL, through the API, with
 * photos drawn like the demo data's and altered like a re-poster's copies.
 */
describeWithDb('Duplicate listings', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });

  async function publish(
    headers: Record<string, string>,
    photos: Buffer[],
    overrides: Record<string, string> = {},
  ) {
    const form = await listingForm(
      places,
      overrides,
      photos.map((p, i) => file(p, `photo-${i}.jpg`)),
    );
    return env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  const row = async (id: number) =>
    (await env().ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

  it('hashes every uploaded photo with shapes, not a plain one', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const plain = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const res = await publish(agent.headers, [await scene('kitchen', 9001), plain]);
    expect(res.statusCode).toBe(201);
    const hashed = await env()
      .ctx.database.db.select({ imageId: propertyImages.imageId, hash: photoHashes.hash })
      .from(propertyImages)
      .leftJoin(photoHashes, eq(photoHashes.imageId, propertyImages.imageId))
      .where(eq(propertyImages.propertyId, res.json().id))
      .orderBy(propertyImages.position);
    expect(hashed.map((h) => h.hash !== null)).toEqual([true, false]);
  });

  it("another publisher's look-alike waits for staff, with both listings side by side", async () => {
    const first = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const copier = await signedIn(env().app, env().ctx, {
      isAgent: true,
      isVerifiedAgent: true,
      fullName: 'Copy Broker',
    });
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const living = await scene('living-room', 9101);
    const original = await publish(first.headers, [living], { title: 'Sunny flat near Bole' });
    expect(original.json()).toMatchObject({ status: 'available' });

    // A verified agent publishes at once, but not a watermarked copy of someone else's photo.
    const copy = await publish(copier.headers, [await alter(living, 'watermarked')]);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ status: 'pending', review_state: 'pending' });

    const queue = await env().app.inject({
      url: '/api/admin/properties/pending/?page_size=100',
      headers: staff.headers,
    });
    const item = queue.json().results.find((r: { id: number }) => r.id === copy.json().id);
    expect(item.possible_duplicates).toHaveLength(1);
    const [dup] = item.possible_duplicates;
    expect(dup).toMatchObject({
      id: original.json().id,
      title: 'Sunny flat near Bole',
      status: 'available',
      url: `/properties/${original.json().id}`,
      publisher: { id: first.user.id, username: first.user.username },
    });
    expect(dup.distance).toBeLessThanOrEqual(14);
    expect(dup.photo.id).toBe(original.json().images[0].id);
    expect(dup.matched_photo.id).toBe(copy.json().images[0].id);
    // Listings without look-alikes carry an empty list.
    const others = queue.json().results.filter((r: { id: number }) => r.id !== copy.json().id);
    for (const other of others) expect(other.possible_duplicates).toEqual([]);
  });

  it('a different photo passes: a verified agent publishes at once', async () => {
    const first = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const second = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    expect((await publish(first.headers, [await scene('bedroom', 9201)])).statusCode).toBe(201);
    const other = await publish(second.headers, [await scene('bedroom', 9202)]);
    expect(other.json()).toMatchObject({ status: 'available', review_state: 'approved' });
  });

  it('a different photo whose pHash is close passes too: its dHash is not', async () => {
    const first = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const second = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const plot = await publish(first.headers, [await scene('land-plot', 9600)]);
    const villa = await publish(second.headers, [await scene('villa-exterior', 9626)]);
    const stored = async (res: typeof plot) =>
      (
        await env()
          .ctx.database.db.select()
          .from(photoHashes)
          .where(eq(photoHashes.imageId, res.json().images[0].id))
      )[0]!;
    const [a, b] = [await stored(plot), await stored(villa)];
    // Within the pHash's 14 bits (the band lookup finds it), yet a different picture.
    expect(hammingDistance(toUnsigned(a.hash), toUnsigned(b.hash))).toBeLessThanOrEqual(14);
    expect(hammingDistance(toUnsigned(a.dhash), toUnsigned(b.dhash))).toBeGreaterThan(14);
    expect(villa.json()).toMatchObject({ status: 'available', review_state: 'approved' });
  });

  it('the same publisher’s same home is refused with a link to the one they have', async () => {
    const owner = await signedIn(env().app, env().ctx);
    const front = await scene('apartment-exterior', 9301);
    const rooms = [front, await scene('living-room', 9302), await scene('kitchen', 9303)];
    const first = await publish(owner.headers, rooms, { title: 'Two-bedroom flat, Bole' });
    expect(first.statusCode).toBe(201);
    const id = first.json().id;

    const again = await publish(owner.headers, [
      await alter(rooms[0]!, 'resized'),
      await alter(rooms[1]!, 'reencoded'),
    ]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      non_field_errors: ['You already listed this home.'],
      codes: { non_field_errors: ['already_listed'] },
      duplicate_of: { id, title: 'Two-bedroom flat, Bole' },
    });
    expect(again.json().duplicate_of.url).toMatch(new RegExp(`/properties/${id}$`));

    // Another flat of the same building: the front photo is shared, the rooms are not.
    const neighbour = await publish(owner.headers, [
      front,
      await scene('living-room', 9304),
      await scene('bedroom', 9305),
    ]);
    expect(neighbour.statusCode).toBe(201);
    // The same photos for sale are another listing, not the same one.
    const forSale = await publish(owner.headers, rooms, { listing_type: 'sale', price: '9000000' });
    expect(forSale.statusCode).toBe(201);
  });

  it('a home removed or expired and published again within 14 weeks keeps its first date', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const photos = [await scene('house-exterior', 9401), await scene('bathroom', 9402)];
    const first = await publish(agent.headers, photos);
    const firstId = first.json().id;
    // Published a month ago.
    const publishedAt = new Date(Date.now() - 30 * DAY);
    await env()
      .ctx.database.db.update(properties)
      .set({ createdAt: publishedAt })
      .where(eq(properties.id, firstId));

    // Deleted, then published again: "Newest" still sees the first publication.
    const del = await env().app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${firstId}/`,
      headers: agent.headers,
    });
    expect(del.statusCode).toBe(204);
    const back = await publish(agent.headers, [await alter(photos[0]!, 'reencoded'), photos[1]!]);
    expect(back.statusCode).toBe(201);
    expect((await row(back.json().id)).createdAt.toISOString()).toBe(publishedAt.toISOString());

    // Expired, then published again as a new listing: the same.
    await env()
      .ctx.database.db.update(properties)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(eq(properties.id, back.json().id));
    const again = await publish(agent.headers, photos);
    expect(again.statusCode).toBe(201);
    expect((await row(again.json().id)).createdAt.toISOString()).toBe(publishedAt.toISOString());

    // Fifteen weeks after it left the market, it is a new listing.
    await env()
      .ctx.database.db.update(properties)
      .set({ status: 'unavailable', updatedAt: new Date() })
      .where(eq(properties.id, again.json().id));
    env().ctx.clock = () => new Date(Date.now() + 15 * 7 * DAY);
    try {
      const late = await publish(agent.headers, photos);
      expect(late.statusCode).toBe(201);
      expect((await row(late.json().id)).createdAt.getTime()).toBeGreaterThan(Date.now() - DAY);
    } finally {
      env().ctx.clock = undefined;
    }
  });

  it('hash-photos gives photos stored before the check their hash, from the stored rendition', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const res = await publish(agent.headers, [await scene('office-interior', 9501)]);
    const imageId = res.json().images[0].id as number;
    const db = env().ctx.database.db;
    const [before] = await db.select().from(photoHashes).where(eq(photoHashes.imageId, imageId));
    await db.delete(photoHashes).where(eq(photoHashes.imageId, imageId));

    const done = await backfillPhotoHashes(env().ctx);
    expect(done.hashed).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(photoHashes).where(eq(photoHashes.imageId, imageId));
    // Read back from the largest stored WebP: the same photo, a few bits at most, in both hashes.
    expect(hammingDistance(toUnsigned(after!.hash), toUnsigned(before!.hash))).toBeLessThanOrEqual(4);
    expect(hammingDistance(toUnsigned(after!.dhash), toUnsigned(before!.dhash))).toBeLessThanOrEqual(4);
    // A second run has nothing left to do.
    expect((await backfillPhotoHashes(env().ctx)).hashed).toBe(0);
  });
});
