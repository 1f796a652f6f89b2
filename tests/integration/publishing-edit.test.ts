import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, images, properties, propertyImages } from '../../src/server/db/schema';
import { randomIp, signedIn } from '../support/auth';
import { describeWithMedia } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import { isStored } from '../support/media';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { multipart, photoFile } from '../support/uploads';

type Headers = Record<string, string>;
type Photo = { id: number; is_primary: boolean; variants: Array<{ url: string }> };

describeWithMedia('Publishing: edit and delete a listing', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });
  const db = () => env().ctx.database.db;
  const onDisk = (url: string) => isStored(env().ctx, url);
  const all = async (urls: string[]) => (await Promise.all(urls.map(onDisk))).every(Boolean);
  const none = async (urls: string[]) => !(await Promise.all(urls.map(onDisk))).some(Boolean);

  async function publish(headers: Headers, photos = 1, overrides: Record<string, string> = {}) {
    const files = await Promise.all(Array.from({ length: photos }, (_, i) => photoFile(`p${i}.jpg`)));
    const form = await listingForm(places, overrides, files);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      // An address of its own: listings waiting for review are limited per address and day.
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; images: Photo[] };
  }
  const patch = (id: number, headers: Headers, payload: object) =>
    env().app.inject({ method: 'PATCH', url: `/api/properties/properties/${id}/`, headers, payload });
  const patchForm = (id: number, headers: Headers, form: ReturnType<typeof multipart>) =>
    env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  const remove = (id: number | string, headers: Headers) =>
    env().app.inject({ method: 'DELETE', url: `/api/properties/properties/${id}/`, headers });
  const row = async (id: number) => (await db().select().from(properties).where(eq(properties.id, id)))[0];

  it('changes the fields sent and keeps the others', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const { id } = await publish(agent.headers);
    const res = await patch(id, agent.headers, {
      price: 52000,
      bedrooms: '3',
      title: 'Three-bedroom flat near Edna Mall',
      latitude: 9.0,
      longitude: 38.8,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 52000,
      bedrooms: 3,
      title: 'Three-bedroom flat near Edna Mall',
      bathrooms: 1,
      area: 110,
      latitude: 9,
      longitude: 38.8,
      status: 'available',
      review_state: 'approved',
    });
    // The new title is searchable.
    const found = await env().app.inject({ url: '/api/properties/properties/?search=three-bedroom' });
    expect(found.json().results.map((r: { id: number }) => r.id)).toContain(id);
    // Coordinates are cleared together; the public list shows the change at once.
    const cleared = await patch(id, agent.headers, { latitude: '', longitude: '' });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
    const half = await patch(id, agent.headers, { latitude: 9 });
    expect(fieldErrorsOf(half)).toEqual({ longitude: ['Provide both latitude and longitude, or neither.'] });
    const rules = await patch(id, agent.headers, { description: 'Too short.', price: -1, title: '' });
    expect(fieldErrorsOf(rules)).toEqual({
      description: ['Description must be at least 50 characters.'],
      price: ['Ensure this value is greater than or equal to 0.'],
      title: ['This field may not be blank.'],
    });
    // Moving to a city without sub-cities clears the lower levels only when sent.
    const moved = await patch(id, agent.headers, { city: places.plainCity.id });
    expect(fieldErrorsOf(moved)).toEqual({ subcity: ['Select a sub-city of the chosen city.'] });
    const movedAll = await patch(id, agent.headers, { city: places.plainCity.id, subcity: '', kebele: '' });
    expect(movedAll.json()).toMatchObject({ city: { id: places.plainCity.id }, subcity: null, kebele: null });
  });

  it('the owner marks a reviewed listing sold, rented or withdrawn, never pending', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const { id } = await publish(agent.headers);
    for (const status of ['sold', 'unavailable', 'available', 'rented']) {
      const res = await patch(id, agent.headers, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const pending = await patch(id, agent.headers, { status: 'pending' });
    expect(pending.statusCode).toBe(400);
    expect(fieldErrorsOf(pending)).toEqual({
      status: ['Select a valid choice. Valid choices are: available, sold, rented, unavailable.'],
    });
    // A listing awaiting review keeps its status until staff decide.
    const user = await signedIn(env().app, env().ctx);
    const waiting = await publish(user.headers);
    const refused = await patch(waiting.id, user.headers, { status: 'available' });
    expect(refused.statusCode).toBe(400);
    expect((await row(waiting.id))!.status).toBe('pending');
  });

  describe('protected fields sent by a client are ignored', () => {
    it.each([
      ['is_featured', true, 'isFeatured', false],
      ['views_count', 9999, 'viewsCount', 0],
      ['review_state', 'approved', 'reviewState', 'pending'],
      ['currency', 'USD', 'currency', 'ETB'],
      ['created_at', '2001-01-01T00:00:00Z', 'createdAt', undefined],
    ] as const)('%s', async (field, value, column, expected) => {
      const user = await signedIn(env().app, env().ctx);
      const { id } = await publish(user.headers);
      const before = await row(id);
      const res = await patch(id, user.headers, { [field]: value, address: 'Bole, near the airport' });
      expect(res.statusCode).toBe(200);
      const after = (await row(id))!;
      expect(after.address).toBe('Bole, near the airport');
      expect(after[column]).toEqual(expected ?? before![column]);
    });

    it('owner and agent, in a multipart form too', async () => {
      const user = await signedIn(env().app, env().ctx);
      const thief = await signedIn(env().app, env().ctx, { isAgent: true });
      const { id } = await publish(user.headers);
      const res = await patchForm(
        id,
        user.headers,
        multipart({
          owner: thief.user.id,
          agent: thief.user.id,
          owner_id: thief.user.id,
          is_featured: 'true',
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(await row(id)).toMatchObject({ ownerId: user.user.id, agentId: null, isFeatured: false });
    });
  });

  it('edits the gallery: add, remove, reorder and choose the cover', async () => {
    const owner = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const created = await publish(owner.headers, 3);
    const [a, b, c] = created.images.map((i) => i.id) as [number, number, number];
    const removedUrls = created.images[1]!.variants.map((v) => v.url);
    expect(await all(removedUrls)).toBe(true);

    const form = multipart({ remove_images: String(b), image_order: `new:0,${c}`, primary_image: 'new:0' }, [
      await photoFile('new.jpg', '#ff8800'),
    ]);
    const res = await patchForm(created.id, owner.headers, form);
    expect(res.statusCode).toBe(200);
    const gallery: Photo[] = res.json().images;
    expect(gallery).toHaveLength(3);
    const fresh = gallery[0]!.id;
    expect(gallery.map((i) => i.id)).toEqual([fresh, c, a]);
    expect(gallery.map((i) => i.is_primary)).toEqual([true, false, false]);
    expect(res.json().primary_image.id).toBe(fresh);
    // The removed photo is gone, rows and files.
    expect(await db().select().from(images).where(eq(images.id, b))).toEqual([]);
    expect(await none(removedUrls)).toBe(true);

    // Removing the cover makes the first remaining one the cover.
    const again = await patch(created.id, owner.headers, { remove_images: [fresh] });
    expect(again.json().images.map((i: Photo) => [i.id, i.is_primary])).toEqual([
      [c, true],
      [a, false],
    ]);
    // Choosing another cover, by id, in JSON.
    const cover = await patch(created.id, owner.headers, { primary_image: a });
    expect(cover.json().images.map((i: Photo) => [i.id, i.is_primary])).toEqual([
      [c, false],
      [a, true],
    ]);
  });

  it('refuses impossible galleries, storing nothing', async () => {
    const owner = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const created = await publish(owner.headers, 2);
    const [a, b] = created.images.map((i) => i.id) as [number, number];
    const cases: Array<[Record<string, string | string[]>, number, Record<string, string[]>]> = [
      [{ remove_images: '999999' }, 0, { remove_images: ['Photo 999999 is not part of this listing.'] }],
      [{ image_order: `${b},${b}` }, 0, { image_order: [`Photo ${b} is listed twice.`] }],
      [{ image_order: 'new:3' }, 1, { image_order: ['new:3 is not a photo of this listing.'] }],
      [
        { primary_image: String(a), remove_images: String(a) },
        0,
        { primary_image: [`Photo ${a} is not a photo of this listing.`] },
      ],
      [{ remove_images: [String(a), String(b)] }, 0, { images: ['At least one image is required.'] }],
      [{}, 9, { images: ['Maximum 10 files allowed for property images.'] }],
      [
        { primary_image: 'cover' },
        0,
        { primary_image: ['Give a photo id, or new:N for the N-th uploaded file.'] },
      ],
    ];
    for (const [fields, newFiles, errors] of cases) {
      const files = await Promise.all(Array.from({ length: newFiles }, (_, i) => photoFile(`n${i}.jpg`)));
      const before = await db().select().from(images);
      const res = await patchForm(created.id, owner.headers, multipart(fields, files));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(fieldErrorsOf(res)).toEqual(errors);
      expect(await db().select().from(images)).toHaveLength(before.length);
    }
    const links = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, created.id));
    expect(links).toHaveLength(2);
  });

  describe('only the owner or staff may edit or delete', () => {
    it.each([
      ['a live listing', { isAgent: true, isVerifiedAgent: true }, 403],
      ['a listing under review', {}, 404],
    ] as const)('%s', async (_name, ownerFlags, strangerStatus) => {
      const owner = await signedIn(env().app, env().ctx, ownerFlags);
      const stranger = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
      const staff = await signedIn(env().app, env().ctx, { isStaff: true });
      const { id } = await publish(owner.headers);
      const form = multipart({ title: 'Hijacked listing title' }, [await photoFile('x.jpg')]);

      expect((await patch(id, {}, { title: 'x' })).statusCode).toBe(401);
      expect((await patchForm(id, {}, form)).statusCode).toBe(401);
      const strangerEdit = await patchForm(id, stranger.headers, form);
      expect(strangerEdit.statusCode).toBe(strangerStatus);
      expect((await patch(id, stranger.headers, { title: 'x' })).statusCode).toBe(strangerStatus);
      expect((await row(id))!.title).not.toBe('Hijacked listing title');

      expect((await patch(id, owner.headers, { title: 'Edited by its owner' })).statusCode).toBe(200);
      expect((await patch(id, staff.headers, { title: 'Edited by staff' })).statusCode).toBe(200);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'property.update')));
      expect(audit).toEqual([
        expect.objectContaining({ actorId: staff.user.id, after: { changed: ['title'] } }),
      ]);

      expect((await remove(id, {})).statusCode).toBe(401);
      expect((await remove(id, stranger.headers)).statusCode).toBe(strangerStatus);
      expect(await row(id)).toBeDefined();
      expect((await remove(id, owner.headers)).statusCode).toBe(204);
      expect(await row(id)).toBeUndefined();
      expect((await remove(id, owner.headers)).statusCode).toBe(404);

      const second = await publish(owner.headers);
      expect((await remove(second.id, staff.headers)).statusCode).toBe(204);
      expect(await row(second.id)).toBeUndefined();
      expect((await remove('99999999999', staff.headers)).statusCode).toBe(404);
    });
  });

  it('deleting removes the listing’s files, but not images other records use', async () => {
    const owner = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const created = await publish(owner.headers, 2);
    const urls = created.images.flatMap((i) => i.variants.map((v) => v.url));
    const shared = created.images[1]!.id;
    // Another listing shows the second photo too (the demo data shares photos).
    const other = await factories(env().ctx).property();
    await db().insert(propertyImages).values({ propertyId: other.id, imageId: shared, isPrimary: true });
    expect((await remove(created.id, owner.headers)).statusCode).toBe(204);
    expect(await none(created.images[0]!.variants.map((v) => v.url))).toBe(true);
    expect(await all(created.images[1]!.variants.map((v) => v.url))).toBe(true);
    expect(await db().select().from(images).where(eq(images.id, shared))).toHaveLength(1);
    expect(urls.length).toBeGreaterThan(0);
  });

  it('My Properties: every listing of the user, newest first, with its review state', async () => {
    const user = await signedIn(env().app, env().ctx);
    expect((await env().app.inject({ url: '/api/properties/my-properties/' })).statusCode).toBe(401);
    const first = await publish(user.headers);
    const second = await publish(user.headers, 1, { title: 'Second listing of mine' });
    await factories(env().ctx).property();
    const res = await env().app.inject({ url: '/api/properties/my-properties/', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(res.json().results[0]).toMatchObject({
      title: 'Second listing of mine',
      status: 'pending',
      review_state: 'pending',
      rejection_reason: null,
      images_count: 1,
    });
  });

  it('My Properties: searched by words in either script and narrowed to one status', async () => {
    const user = await signedIn(env().app, env().ctx);
    const f = factories(env().ctx);
    const villa = await f.property({
      ownerId: user.user.id,
      title: 'Garden villa in Bole',
      titleAm: 'የአትክልት ቪላ በቦሌ',
    });
    const sold = await f.property({ ownerId: user.user.id, title: 'Sold flat in Kazanchis', status: 'sold' });
    await f.property({ title: 'Garden villa of somebody else' });
    const mine = async (query: string) => {
      const res = await env().app.inject({
        url: `/api/properties/my-properties/?${query}`,
        headers: user.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: Array<{ id: number }> };
    };
    expect((await mine('search=garden')).results.map((r) => r.id)).toEqual([villa.id]);
    expect((await mine('search=ቪላ')).results.map((r) => r.id)).toEqual([villa.id]);
    expect(await mine('status=sold')).toMatchObject({ count: 1, results: [{ id: sold.id }] });
    expect((await mine('search=garden&status=sold')).count).toBe(0);
    expect((await mine('search=&status=')).count).toBe(2);
    const bad = await env().app.inject({
      url: '/api/properties/my-properties/?status=gone',
      headers: user.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('status');
  });
});
