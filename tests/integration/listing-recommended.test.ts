import { listingQuality, type QualityInput } from '@shared/listing-quality';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { runFreshness } from '../../src/server/features/freshness/job';
import { rescoreStale } from '../../src/server/features/properties';
import { randomIp, signedIn } from '../support/auth';
import { describeWithMedia } from '../support/db';
import { factories } from '../support/factories';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { multipart, photo, photoFile } from '../support/uploads';
import { fakeVideo } from '../support/videos';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The "Recommended" sort (decision 051): the stored quality score is the score the publisher
 * sees, kept on each write and by the freshness pass when freshness lapses; ties by newest.
 */
describeWithMedia('Recommended sort', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });
  afterEach(() => {
    env().ctx.clock = undefined;
  });
  const db = () => env().ctx.database.db;
  const row = async (id: number) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;
  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => env().app.inject({ method, url, headers, payload });

  async function publish(headers: Record<string, string>, photos: number) {
    const files = await Promise.all(Array.from({ length: photos }, (_, i) => photoFile(`p${i}.jpg`)));
    const form = await listingForm(places, {}, files);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  }
  /** The score My Properties shows the publisher for a listing. */
  async function shownScore(headers: Record<string, string>, id: number) {
    const mine = (await api('GET', '/api/properties/my-properties/?page_size=100', headers)).json();
    const item = mine.results.find((r: { id: number }) => r.id === id) as QualityInput;
    return listingQuality(item).score;
  }

  it('stores the score the publisher sees, on publication and on each edit', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const id = await publish(agent.headers, 2);
    const published = await row(id);
    expect(published.qualityScoredAt).not.toBeNull();
    expect(published.qualityScore).toBe(await shownScore(agent.headers, id));

    const before = published.qualityScore;
    const res = await api('PATCH', `/api/properties/properties/${id}/`, agent.headers, {
      description_am:
        'ብሩህ አፓርታማ ሁለት መኝታ ቤቶች ያሉት፣ ከሱቆች እና ከቀላል ባቡሩ አቅራቢያ። ሰፊ ሳሎን፣ ዘመናዊ ኩሽና፣ ውሃ ሁል ጊዜ፣ ጸጥ ያለ ሰፈር እና ለቤተሰብ ተስማሚ።'.repeat(
          2,
        ),
    });
    expect(res.statusCode).toBe(200);
    const edited = await row(id);
    expect(edited.qualityScore).toBe(before + 10);
    expect(edited.qualityScore).toBe(await shownScore(agent.headers, id));
  });

  it('counts sharp photos and a video as the publisher sees them, and rescores when a video comes or goes', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const id = await publish(agent.headers, 2);
    const mine = async () =>
      (await api('GET', '/api/properties/my-properties/?page_size=100', agent.headers))
        .json()
        .results.find((r: { id: number }) => r.id === id);
    // The test's photos are 240 px wide: two narrow photos, no video.
    expect(await mine()).toMatchObject({ images_count: 2, sharp_images_count: 0, videos_count: 0 });
    const narrow = (await row(id)).qualityScore;

    // A third photo, 1200 px wide, sent with the edit of the gallery.
    const edit = multipart({}, [
      { field: 'images', filename: 'wide.jpg', type: 'image/jpeg', data: await photo('#446688', 1200, 800) },
    ]);
    const added = await env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...agent.headers, ...edit.headers },
      payload: edit.payload,
    });
    expect(added.statusCode).toBe(200);
    expect(await mine()).toMatchObject({ sharp_images_count: 1 });
    expect((await row(id)).qualityScore).toBe(await shownScore(agent.headers, id));

    const video = multipart({ title: 'Tour' }, [
      { field: 'video', filename: 'tour.mp4', type: 'video/mp4', data: fakeVideo('mp4', 20_000) },
    ]);
    const uploaded = await env().app.inject({
      method: 'POST',
      url: `/api/properties/${id}/videos/`,
      headers: { ...agent.headers, ...video.headers },
      payload: video.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(await mine()).toMatchObject({ videos_count: 1 });
    const withVideo = (await row(id)).qualityScore;
    expect(withVideo).toBe(await shownScore(agent.headers, id));
    expect(withVideo).toBeGreaterThan(narrow);

    const removed = await api('DELETE', `/api/properties/${id}/videos/${uploaded.json().id}/`, agent.headers);
    expect(removed.statusCode).toBe(204);
    expect((await row(id)).qualityScore).toBe(withVideo - 5);
    expect((await row(id)).qualityScore).toBe(await shownScore(agent.headers, id));
  });

  it('orders by score, ties by the newest publication (not the id), and both directions agree', async () => {
    const f = factories(env().ctx);
    const city = (await f.subcity()).cityId;
    const t0 = Date.now();
    const older = await f.property({ cityId: city, status: 'available', createdAt: new Date(t0 - 5 * DAY) });
    const best = await f.property({ cityId: city, status: 'available', createdAt: new Date(t0 - 9 * DAY) });
    // Made after `newer` but published earlier: a tie must put `newer` first.
    const newer = await f.property({ cityId: city, status: 'available', createdAt: new Date(t0 - 1 * DAY) });
    const oldest = await f.property({
      cityId: city,
      status: 'available',
      createdAt: new Date(t0 - 20 * DAY),
    });
    for (const [p, score] of [
      [older, 50],
      [best, 90],
      [newer, 50],
      [oldest, 50],
    ] as const)
      await db().update(properties).set({ qualityScore: score }).where(eq(properties.id, p.id));
    const ids = async (ordering: string) =>
      (await api('GET', `/api/properties/properties/?city=${city}&ordering=${ordering}`))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await ids('-recommended')).toEqual([best.id, newer.id, older.id, oldest.id]);
    expect(await ids('recommended')).toEqual([oldest.id, older.id, newer.id, best.id]);
    // The default order is unchanged: newest first.
    expect((await api('GET', `/api/properties/properties/?city=${city}`)).json().results[0].id).toBe(
      newer.id,
    );
    // The API's schema names the new ordering.
    const spec = (await api('GET', '/api/docs/json')).json();
    const ordering = spec.paths['/api/properties/properties/'].get.parameters.find(
      (p: { name: string }) => p.name === 'ordering',
    );
    expect(new RegExp(ordering.schema.pattern).test('-recommended')).toBe(true);
  });

  it('the freshness pass takes the fresh points away once a listing is 30 days unconfirmed, and a confirmation gives them back', async () => {
    const f = factories(env().ctx);
    const owner = await signedIn(env().app, env().ctx);
    const t0 = Date.now();
    const listing = await f.property({
      ownerId: owner.user.id,
      listingType: 'sale',
      status: 'available',
      lastConfirmedAt: new Date(t0),
      updatedAt: new Date(t0),
    });
    // Never scored (as rows from before the column): the pass scores it.
    env().ctx.clock = () => new Date(t0 + DAY);
    expect((await runFreshness(env().ctx)).rescored).toBeGreaterThan(0);
    const fresh = (await row(listing.id)).qualityScore;
    expect(fresh).toBe(await shownScore(owner.headers, listing.id));

    env().ctx.clock = () => new Date(t0 + 29 * DAY);
    await runFreshness(env().ctx);
    expect((await row(listing.id)).qualityScore).toBe(fresh);

    env().ctx.clock = () => new Date(t0 + 30.5 * DAY);
    await runFreshness(env().ctx);
    expect((await row(listing.id)).qualityScore).toBe(fresh - 10);
    // Once: the next pass finds nothing to rescore for it.
    const again = await runFreshness(env().ctx);
    expect((await row(listing.id)).qualityScore).toBe(fresh - 10);
    expect(again.rescored).toBe(0);

    const confirmed = await api('POST', `/api/properties/properties/${listing.id}/confirm/`, owner.headers);
    expect(confirmed.statusCode).toBe(200);
    expect((await row(listing.id)).qualityScore).toBe(fresh);
  });

  it('keeps each scored batch when the pass stops halfway (after a migration every listing is stale)', async () => {
    const f = factories(env().ctx);
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) await f.property({ status: 'available', updatedAt: new Date(t0) });
    const unscored = async () =>
      (await db().select().from(properties)).filter((p) => p.qualityScoredAt === null).length;
    await db().update(properties).set({ qualityScoredAt: null });
    const all = await unscored();
    expect(all).toBeGreaterThanOrEqual(5);
    // The lock is granted for two batches of two, then the process stops (another takes the lock).
    let grants = 2;
    const now = new Date(t0 + DAY);
    await rescoreStale(db(), now, async () => grants-- > 0, 2);
    expect(await unscored()).toBe(all - 4);
    // The next pass scores only what is left, and then nothing is stale.
    env().ctx.clock = () => now;
    await runFreshness(env().ctx);
    expect(await unscored()).toBe(0);
    expect((await runFreshness(env().ctx)).rescored).toBe(0);
  });
});
