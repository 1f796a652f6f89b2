import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { images, properties } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithMedia } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';
import { readStored, storedKeys } from '../support/media';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { bombPng, type FormFile, filesUnder, phoneJpeg, photo, photoFile } from '../support/uploads';

const NOT_AN_IMAGE = 'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).';

describeWithMedia('Publishing: uploads are checked by content and stay atomic', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });
  const media = () => storedKeys(env().ctx);
  const spooled = () => filesUnder(path.join(env().ctx.config.dataDir, 'tmp'));
  const counts = async () => {
    const db = env().ctx.database.db;
    const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
    const [i] = await db.select({ n: sql<number>`count(*)::int` }).from(images);
    return { listings: p!.n, images: i!.n, files: (await media()).length };
  };
  async function create(files: FormFile[], overrides: Record<string, string> = {}) {
    const { headers } = await signedIn(env().app, env().ctx);
    const form = await listingForm(places, overrides, files);
    return env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  const file = (filename: string, type: string, data: Buffer): FormFile => ({
    field: 'images',
    filename,
    type,
    data,
  });

  it.each([
    [
      'a text file named .jpg',
      file('notes.jpg', 'image/jpeg', Buffer.from('Call me on 0911 22 33 44 for the keys, thanks!')),
      `notes.jpg: ${NOT_AN_IMAGE}`,
    ],
    [
      'an SVG (scriptable)',
      file(
        'plan.svg',
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
        ),
      ),
      `plan.svg: ${NOT_AN_IMAGE}`,
    ],
    [
      'an SVG named .png',
      file('plan.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      `plan.png: ${NOT_AN_IMAGE}`,
    ],
    [
      'a decompression bomb (64 megapixels in 60 kB)',
      file('bomb.png', 'image/png', bombPng()),
      'bomb.png: Image dimensions are too large.',
    ],
    [
      'a file over 15 MB',
      file(
        'huge.jpg',
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(15 * 1024 * 1024)]),
      ),
      'huge.jpg: Image is too large (max 15 MB).',
    ],
  ])('refuses %s with a clear 400, storing nothing', async (_name, bad, message) => {
    const before = await counts();
    const res = await create([await photoFile('good.jpg'), bad]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ images: [message] });
    expect(await counts()).toEqual(before);
    expect(spooled()).toEqual([]);
  });

  it('reports every bad photo, with the place mistakes, before encoding any', async () => {
    // Mistakes in the fields themselves come first, before any photo is opened.
    const res = await create(
      [
        file('a.txt.jpg', 'image/jpeg', Buffer.from('not an image, not at all')),
        file('b.svg', 'image/svg+xml', Buffer.from('<svg/>')),
      ],
      { price: '-3' },
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      price: ['Ensure this value is greater than or equal to 0.'],
    });
    const files = await create(
      [
        file('a.jpg', 'image/jpeg', Buffer.from('not an image, not at all')),
        file('b.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      ],
      { city: '999999' },
    );
    expect(fieldErrorsOf(files)).toEqual({
      city: ['Select a valid city.'],
      images: [`a.jpg: ${NOT_AN_IMAGE}`, `b.svg: ${NOT_AN_IMAGE}`],
    });
    // Each photo's message has its code, whatever the file's name: the web translates it.
    expect(files.json().codes).toEqual({ city: ['invalid'], images: ['invalid_image', 'invalid_image'] });
  });

  it('a photo that breaks half-way through encoding takes the photos stored before it away', async () => {
    const whole = await photo('#123456', 600, 400);
    const broken = whole.subarray(0, Math.floor(whole.length / 2));
    const before = await counts();
    const res = await create([await photoFile('fine.jpg'), file('broken.jpg', 'image/jpeg', broken)]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      images: ['broken.jpg: The image could not be read; it may be damaged.'],
    });
    expect(await counts()).toEqual(before);
  });

  it('strips metadata (GPS, camera) from every stored variant', async () => {
    const res = await create([file('IMG_0042.jpg', 'image/jpeg', await phoneJpeg())]);
    expect(res.statusCode).toBe(201);
    const variants: Array<{ url: string }> = res.json().images[0].variants;
    expect(variants.length).toBeGreaterThanOrEqual(2);
    for (const v of variants) {
      const stored = await readStored(env().ctx, v.url);
      const meta = await sharp(stored).metadata();
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('a failure inside the transaction leaves no listing and no file', async () => {
    const db = env().ctx.database.db;
    // A database that refuses the photo links of this one listing, after its photos were stored.
    await db.execute(sql`
      create or replace function refuse_photo() returns trigger language plpgsql as $$
      begin
        if (select title from properties where id = new.property_id) = 'Refused by the database' then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_photo before insert on property_images for each row execute function refuse_photo()`,
    );
    try {
      const before = await counts();
      const res = await create([await photoFile('a.jpg'), await photoFile('b.jpg')], {
        title: 'Refused by the database',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'A server error occurred.', code: 'server_error' });
      expect(await counts()).toEqual(before);
      expect(spooled()).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_photo on property_images`);
      await db.execute(sql`drop function refuse_photo()`);
    }
  });

  describe('the public sees a change at once', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      // An application with the public answer cache on, as in production.
      app = await buildApp(
        { ...env().ctx, config: { ...env().ctx.config, apiCacheMs: 60_000 } },
        { logger: false },
      );
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('after publishing, editing and deleting', async () => {
      const agent = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
      const url = `/api/properties/properties/?city=${places.cityId}&page_size=100`;
      const ids = async () => (await app.inject({ url })).json().results.map((r: { id: number }) => r.id);
      await ids();
      expect((await app.inject({ url })).headers['x-cache']).toBe('hit');
      const form = await listingForm(places, {}, [await photoFile('a.jpg')]);
      const created = await app.inject({
        method: 'POST',
        url: '/api/properties/properties/',
        headers: { ...agent.headers, ...form.headers },
        payload: form.payload,
      });
      const id = created.json().id;
      expect(await ids()).toContain(id);
      await app.inject({
        method: 'PATCH',
        url: `/api/properties/properties/${id}/`,
        headers: agent.headers,
        payload: { price: 1 },
      });
      const detail = await app.inject({ url: `/api/properties/properties/${id}/` });
      expect(detail.json().price).toBe(1);
      await app.inject({
        method: 'DELETE',
        url: `/api/properties/properties/${id}/`,
        headers: agent.headers,
      });
      expect(await ids()).not.toContain(id);
      expect((await app.inject({ url: `/api/properties/properties/${id}/` })).statusCode).toBe(404);
    });
  });
});
