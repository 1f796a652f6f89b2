import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { auditLog } from '../../src/server/db/schema';
import { sweepOrphanMedia } from '../../src/server/media/orphans';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { multipart, photoFile } from '../support/uploads';
import { fakeVideo } from '../support/videos';

type App = Awaited<ReturnType<typeof buildApp>>;
type Headers = Record<string, string>;
interface Listing {
  id: number;
  title: string;
  price: number;
  status: string;
  bedrooms: number;
  images: Array<{ id: number; variants: Array<{ url: string }> }>;
  videos: Array<{ id: number; title: string; is_primary: boolean }>;
  change_review: { state: string; rejection_reason: string | null } | null;
}

/**
 * How a change to a published listing lives (decision 028): what applies at once, editing again,
 * going back, who publishes at once, staff decisions that race an edit, take-downs, videos, and
 * the photos a change holds (kept by the orphan sweep, removed when the change goes).
 */
describeWithDb('Changes to published listings: the flow', (env) => {
  let places: Places;
  let app: App;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
    app = await buildApp({ ...env().ctx, videoTools: null }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers: Headers = {}) => app.inject({ url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    app.inject({ method: 'POST', url, headers, payload, remoteAddress: '10.4.4.4' });
  const patch = async (id: number, headers: Headers, fields: Record<string, string>, files = 0) => {
    const photos = await Promise.all(
      Array.from({ length: files }, (_, i) => photoFile(`new-${i}.jpg`, `#${String(i + 3).repeat(6)}`)),
    );
    const form = multipart(fields, photos);
    return app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const publicDetail = async (id: number) =>
    (await get(`/api/properties/properties/${id}/`)).json() as Listing;
  const ownDetail = async (id: number, headers: Headers) =>
    (await get(`/api/properties/properties/${id}/`, headers)).json() as Listing;
  const queue = async (headers: Headers) =>
    (await get('/api/admin/properties/pending/?page_size=100', headers)).json() as {
      results: Array<{ id: number; review_version: string; change: { changed: string[] } | null }>;
    };
  const mediaFile = (url: string) => path.join(env().ctx.config.mediaDir, url.replace(/^\/media\//, ''));

  /** An owner (not an agent) with an approved listing of one photo, and staff. */
  async function published(title = 'Quiet flat near Atlas') {
    const owner = await signedIn(app, env().ctx);
    const staff = await signedIn(app, env().ctx, { isStaff: true });
    const form = await listingForm(places, { title });
    const created = await app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    const { id } = created.json() as { id: number };
    expect((await post(`/api/admin/properties/${id}/approve/`, staff.headers)).statusCode).toBe(200);
    return { owner, staff, id };
  }

  it('availability, rooms and features apply at once; the material part of the same edit waits', async () => {
    const { owner, id } = await published();
    const res = await patch(id, owner.headers, { status: 'sold', bedrooms: '3', title: 'Sold: quiet flat' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', bedrooms: 3, title: 'Sold: quiet flat' });
    expect(await publicDetail(id)).toMatchObject({
      status: 'sold',
      bedrooms: 3,
      title: 'Quiet flat near Atlas',
    });
    // A status change alone opens no change to review.
    const { owner: other, id: second } = await published('Flat for rent in Gerji');
    const rented = await patch(second, other.headers, { status: 'rented' });
    expect(rented.json()).toMatchObject({ status: 'rented', change_review: null });
    expect(await publicDetail(second)).toMatchObject({ status: 'rented' });
  });

  it('editing again starts from the proposal; going back to the published values withdraws the change', async () => {
    const { owner, staff, id } = await published();
    const live = await publicDetail(id);
    await patch(id, owner.headers, { title: 'Renovated flat near Atlas' }, 1);
    const photo = (await ownDetail(id, owner.headers)).images.find(
      (i) => !live.images.some((l) => l.id === i.id),
    )!;
    // A second edit merges into the change: the new title stays, the price joins it.
    const second = await patch(id, owner.headers, { price: '52000' });
    expect(second.json()).toMatchObject({
      title: 'Renovated flat near Atlas',
      price: 52000,
      change_review: { state: 'pending' },
    });
    expect((await queue(staff.headers)).results.find((r) => r.id === id)?.change?.changed).toEqual([
      'title',
      'price',
      'photos',
    ]);
    // The photo of the change is kept by the orphan sweep, however old.
    const photoFile_ = mediaFile(photo.variants[0]!.url);
    await sweepOrphanMedia(env().ctx.database.db, env().ctx.storage, { minAgeMs: 0 });
    expect(existsSync(photoFile_)).toBe(true);

    // Back to what was approved: no change is left to review, and its photo is deleted.
    const back = await patch(id, owner.headers, {
      title: live.title,
      price: String(live.price),
      image_order: live.images.map((i) => i.id).join(','),
      remove_images: String(photo.id),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ title: live.title, change_review: null });
    expect((await queue(staff.headers)).results.map((r) => r.id)).not.toContain(id);
    expect(existsSync(photoFile_)).toBe(false);
  });

  it('verified agents and staff publish their edits at once', async () => {
    const agent = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const listing = await factories(env().ctx).property({ ownerId: agent.user.id, agentId: agent.user.id });
    const res = await patch(listing.id, agent.headers, {
      title: 'Price cut: villa in CMC',
      price: '9000000',
    });
    expect(res.json()).toMatchObject({ change_review: null, price: 9_000_000 });
    expect(await publicDetail(listing.id)).toMatchObject({
      title: 'Price cut: villa in CMC',
      price: 9_000_000,
    });

    // Staff edit the published version; the owner's change still waits, untouched.
    const { owner, staff, id } = await published();
    await patch(id, owner.headers, { title: 'Owner’s new title' });
    // The owner's account page in the console says a change waits.
    const account = await get(`/api/admin/agents/${owner.user.id}/listings/`, staff.headers);
    expect(account.json().results).toMatchObject([
      { id, change_waiting: true, title: 'Quiet flat near Atlas' },
    ]);
    const byStaff = await patch(id, staff.headers, { price: '47000' });
    expect(byStaff.json()).toMatchObject({ title: 'Quiet flat near Atlas', price: 47000 });
    expect(await publicDetail(id)).toMatchObject({ title: 'Quiet flat near Atlas', price: 47000 });
    expect(await ownDetail(id, owner.headers)).toMatchObject({ title: 'Owner’s new title', price: 47000 });
  });

  it('staff decide only on what they saw: a change saved since is refused with 409', async () => {
    const { owner, staff, id } = await published();
    await patch(id, owner.headers, { title: 'Bright flat, new paint' });
    const seen = (await queue(staff.headers)).results.find((r) => r.id === id)!;
    // The owner switches it while staff look at the first version.
    await patch(id, owner.headers, { title: 'SCAM: send deposit via telegram' });
    const late = await post(`/api/admin/properties/${id}/approve/`, staff.headers, {
      version: seen.review_version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'conflict' });
    expect((await publicDetail(id)).title).toBe('Quiet flat near Atlas');
    const fresh = (await queue(staff.headers)).results.find((r) => r.id === id)!;
    const rejected = await post(`/api/admin/properties/${id}/reject/`, staff.headers, {
      reason: 'Never ask for deposits outside Sefer.',
      version: fresh.review_version,
    });
    expect(rejected.statusCode).toBe(200);

    const trail = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(trail.map((a) => a.action)).toEqual(['property.approve', 'property.reject_change']);
    expect(trail[1]).toMatchObject({
      actorId: staff.user.id,
      before: { title: 'Quiet flat near Atlas', changed: ['title'] },
      after: { review_note: 'Never ask for deposits outside Sefer.' },
    });
  });

  it('approving a change is audited with each field before and after', async () => {
    const { owner, staff, id } = await published();
    await patch(id, owner.headers, { title: 'Flat with a new kitchen', price: '48000' });
    expect((await post(`/api/admin/properties/${id}/approve/`, staff.headers)).statusCode).toBe(200);
    const [entry] = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'property.approve_change')));
    expect(entry).toMatchObject({
      before: { title: 'Quiet flat near Atlas', price: 45000 },
      after: { title: 'Flat with a new kitchen', price: 48000, changed: ['title', 'price'] },
      ip: '10.4.4.4',
    });
  });

  it('a take-down hides the listing and drops the change waiting on it', async () => {
    const { owner, staff, id } = await published();
    await patch(id, owner.headers, { title: 'Flat with a view' }, 1);
    const photo = (await ownDetail(id, owner.headers)).images.at(-1)!;
    const res = await post(`/api/admin/properties/${id}/reject/`, staff.headers, {
      reason: 'Reported as a scam by three visitors.',
      take_down: true,
    });
    expect(res.json()).toMatchObject({ review_state: 'rejected', status: 'pending', change: null });
    expect((await get(`/api/properties/properties/${id}/`)).statusCode).toBe(404);
    expect(existsSync(mediaFile(photo.variants[0]!.url))).toBe(false);
    // The owner's edit sends the listing back to review as a whole, as before.
    const edited = await patch(id, owner.headers, { title: 'Flat with a view, honest photos' });
    expect(edited.json()).toMatchObject({ review_state: 'pending', change_review: null });
  });

  it('new videos, titles and the primary video wait; taking a video away is immediate', async () => {
    const { owner, staff, id } = await published();
    const upload = (title: string, fields: Record<string, string> = {}) => {
      const form = multipart({ title, duration: '12', ...fields }, [
        { field: 'video', filename: 'tour.mp4', type: 'video/mp4', data: fakeVideo('mp4') },
      ]);
      return app.inject({
        method: 'POST',
        url: `/api/properties/${id}/videos/`,
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
    };
    // A first video waits like any change; staff approve it.
    const first = (await upload('Living room')).json();
    expect((await publicDetail(id)).videos).toEqual([]);
    expect((await post(`/api/admin/properties/${id}/approve/`, staff.headers)).statusCode).toBe(200);
    expect((await publicDetail(id)).videos.map((v) => v.title)).toEqual(['Living room']);

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/properties/${id}/videos/${first.id}/`,
      headers: owner.headers,
      payload: { title: 'Call +251 9… on telegram' },
    });
    expect(renamed.json()).toMatchObject({ title: 'Call +251 9… on telegram' });
    const second = (await upload('Garden', { is_primary: 'true' })).json();
    expect(second).toMatchObject({ is_primary: true });
    expect((await publicDetail(id)).videos).toMatchObject([{ title: 'Living room', is_primary: true }]);
    expect((await ownDetail(id, owner.headers)).videos).toMatchObject([
      { title: 'Garden', is_primary: true },
      { title: 'Call +251 9… on telegram', is_primary: false },
    ]);
    expect((await queue(staff.headers)).results.find((r) => r.id === id)?.change?.changed).toEqual([
      'videos',
    ]);

    // Deleting the new video and going back to the old title leaves nothing to review.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/properties/${id}/videos/${second.id}/`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    await app.inject({
      method: 'PATCH',
      url: `/api/properties/${id}/videos/${first.id}/`,
      headers: owner.headers,
      payload: { title: 'Living room' },
    });
    const mine = (await get('/api/properties/my-properties/', owner.headers)).json() as {
      results: Listing[];
    };
    expect(mine.results.find((r) => r.id === id)).toMatchObject({ change_review: null });
    expect((await queue(staff.headers)).results.map((r) => r.id)).not.toContain(id);
    // A published video goes at once when its owner deletes it.
    await app.inject({
      method: 'DELETE',
      url: `/api/properties/${id}/videos/${first.id}/`,
      headers: owner.headers,
    });
    expect((await publicDetail(id)).videos).toEqual([]);
  });

  it('deleting a listing removes the photos and videos of its change too', async () => {
    const { owner, id } = await published();
    await patch(id, owner.headers, { title: 'New photos' }, 1);
    const photo = (await ownDetail(id, owner.headers)).images.at(-1)!;
    expect(existsSync(mediaFile(photo.variants[0]!.url))).toBe(true);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${id}/`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(mediaFile(photo.variants[0]!.url))).toBe(false);
  });

  it('the queue holds new listings and changes together, oldest first', async () => {
    const staff = await signedIn(app, env().ctx, { isStaff: true });
    const f = factories(env().ctx);
    const owner = await signedIn(app, env().ctx);
    const old = await f.property({ ownerId: owner.user.id, createdAt: new Date('2001-01-01T00:00:00Z') });
    await patch(old.id, owner.headers, { title: 'A change to an old listing' });
    const fresh = await f.property({ status: 'pending', createdAt: new Date('2001-06-01T00:00:00Z') });
    const older = await f.property({ status: 'pending', createdAt: new Date('2000-06-01T00:00:00Z') });
    const ids = (await queue(staff.headers)).results.map((r) => r.id);
    // The change waits from when it was sent (now), after listings sent long ago.
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(old.id));
  });
});
