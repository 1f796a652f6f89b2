import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { alter } from '../../src/seed/photo-variants';
import { drawPhoto, type PhotoKind } from '../../src/seed/photos';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { type FormFile, multipart } from '../support/uploads';

type Headers = Record<string, string>;

/** A drawn demo scene as a phone would upload it (small, so that the pipeline is quick). */
async function scene(kind: PhotoKind, seed: number): Promise<Buffer> {
  const svg = drawPhoto(kind, seed, { width: 480, height: 320 });
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
const files = (photos: Buffer[]): FormFile[] =>
  photos.map((data, i) => ({ field: 'images', filename: `photo-${i}.jpg`, type: 'image/jpeg', data }));

/**
 * An edit that adds a copied photo is checked (decision 055): the photos an edit uploads are
 * compared as a new listing's are (decision 050), on PGlite and PostgreSQL, through the API.
 */
describeWithDb('Duplicate photos added by an edit', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });

  const agent = (fullName?: string) =>
    signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true, ...(fullName && { fullName }) });
  async function publish(headers: Headers, photos: Buffer[], overrides: Record<string, string> = {}) {
    const form = await listingForm(places, overrides, files(photos));
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string; images: Array<{ id: number }> };
  }
  const edit = (id: number, headers: Headers, fields: Record<string, string>, photos: Buffer[] = []) => {
    const form = multipart(fields, files(photos));
    return env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const publicDetail = async (id: number) =>
    (await env().app.inject({ url: `/api/properties/properties/${id}/` })).json() as {
      price: number;
      images: Array<{ id: number }>;
    };
  const queueItem = async (staff: Headers, id: number) =>
    (await env().app.inject({ url: '/api/admin/properties/pending/?page_size=100', headers: staff }))
      .json()
      .results.find((r: { id: number }) => r.id === id);

  it("a verified agent's edit adding a copy of another publisher's photo waits for staff, side by side", async () => {
    const first = await agent();
    const copier = await agent('Copy Broker');
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const kitchen = await scene('kitchen', 9701);
    const original = await publish(first.headers, [kitchen], { title: 'Bright kitchen flat' });
    const own = await publish(copier.headers, [await scene('house-exterior', 9702)]);
    expect(own.status).toBe('available');

    const res = await edit(own.id, copier.headers, { price: '31000' }, [await alter(kitchen, 'watermarked')]);
    expect(res.statusCode, res.body).toBe(200);
    const added = (res.json().images as Array<{ id: number }>).find(
      (i) => !own.images.some((o) => o.id === i.id),
    )!;
    expect(added).toBeDefined();
    // The public still sees the listing as it was: the photo and the new price wait together.
    const shown = await publicDetail(own.id);
    expect(shown.images.map((i) => i.id)).toEqual(own.images.map((i) => i.id));
    expect(shown.price).not.toBe(31000);

    const item = await queueItem(staff.headers, own.id);
    expect(item.change).not.toBeNull();
    expect(item.possible_duplicates).toHaveLength(1);
    expect(item.possible_duplicates[0]).toMatchObject({
      id: original.id,
      title: 'Bright kitchen flat',
      publisher: { id: first.user.id },
      photo: { id: original.images[0]!.id },
      matched_photo: { id: added.id },
    });

    // The agent's next edit, with no photo at all, does not publish the held change with it.
    expect((await edit(own.id, copier.headers, { price: '32000' })).statusCode).toBe(200);
    expect((await publicDetail(own.id)).price).not.toBe(32000);
    expect((await queueItem(staff.headers, own.id))?.change).not.toBeNull();

    // Staff approve: the change goes live with its photo.
    const approved = await env().app.inject({
      method: 'POST',
      url: `/api/admin/properties/${own.id}/approve/`,
      headers: staff.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const live = await publicDetail(own.id);
    expect(live.price).toBe(32000);
    expect(live.images.map((i) => i.id)).toContain(added.id);
  });

  it('a different photo goes live at once, and the photos the listing had are not checked again', async () => {
    const first = await agent();
    const second = await agent();
    const front = await scene('villa-exterior', 9711);
    const listing = await publish(first.headers, [front]);
    // Someone else publishes a copy of its photo later: that listing is the one staff look at.
    const later = await publish(second.headers, [await alter(front, 'reencoded')]);
    expect(later.status).toBe('pending');

    const res = await edit(listing.id, first.headers, { price: '41000' }, [await scene('bathroom', 9712)]);
    expect(res.statusCode, res.body).toBe(200);
    const shown = await publicDetail(listing.id);
    expect(shown.price).toBe(41000);
    expect(shown.images).toHaveLength(2);
  });

  it("an owner's edit that waits anyway shows its look-alikes on the review item", async () => {
    const first = await agent();
    const owner = await signedIn(env().app, env().ctx);
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const bedroom = await scene('bedroom', 9721);
    const original = await publish(first.headers, [bedroom]);
    const mine = await publish(owner.headers, [await scene('commercial-exterior', 9722)]);
    const approved = await env().app.inject({
      method: 'POST',
      url: `/api/admin/properties/${mine.id}/approve/`,
      headers: staff.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);

    expect((await edit(mine.id, owner.headers, {}, [await alter(bedroom, 'brightened')])).statusCode).toBe(
      200,
    );
    const item = await queueItem(staff.headers, mine.id);
    expect(item.change).not.toBeNull();
    expect(item.possible_duplicates.map((d: { id: number }) => d.id)).toEqual([original.id]);
  });

  it("photos of the publisher's own other listing: the same home is refused, a shared photo is not", async () => {
    const me = await agent();
    const rooms = [await scene('living-room', 9731), await scene('kitchen', 9732)];
    const home = await publish(me.headers, rooms, { title: 'Two-bedroom flat, Kazanchis' });
    const other = await publish(me.headers, [await scene('apartment-exterior', 9733)]);

    // Both rooms of the first flat added to the second: it would be that flat listed twice.
    const twice = await edit(other.id, me.headers, {}, [
      await alter(rooms[0]!, 'reencoded'),
      await alter(rooms[1]!, 'reencoded'),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      codes: { non_field_errors: ['already_listed'] },
      duplicate_of: { id: home.id, title: 'Two-bedroom flat, Kazanchis' },
    });
    expect((await publicDetail(other.id)).images).toHaveLength(1);

    // One shared photo (the building's, the street) is no second listing: it goes live at once.
    const shared = await edit(other.id, me.headers, {}, [await alter(rooms[0]!, 'reencoded')]);
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await publicDetail(other.id)).images).toHaveLength(2);
  });
});
