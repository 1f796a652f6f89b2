import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { listProperties } from '../../src/server/features/properties/service';
import { createStatsService } from '../../src/server/features/stats/service';
import { PreparedJson } from '../../src/server/lib/serializer';
import { listPropertiesQuery } from '../../src/shared/schemas/properties';
import { listingMeta } from '../../src/web/features/property-detail/meta';
import { decodeMail, eventually, outbox, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { readPage } from '../support/list-page';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { multipart, photoFile } from '../support/uploads';
import { fakeVideo } from '../support/videos';

type App = Awaited<ReturnType<typeof buildApp>>;
type Headers = Record<string, string>;
interface Card {
  id: number;
  title: string;
  price: number;
  primary_image: { id: number } | null;
}

/**
 * The audit's bait and switch (DESIGN §7): an owner whose listings need review has one approved,
 * then rewrites it into a scam. Every public surface keeps showing the approved version until
 * staff approve the change; the owner sees what they proposed.
 */
describeWithDb('Bait and switch: material changes to a published listing wait for review', (env) => {
  let places: Places;
  /** The same application with the public answer cache on: anonymous reads use it and the listing index. */
  let cached: App;
  let videoApp: App;
  beforeAll(async () => {
    const { ctx } = env();
    places = await createPlaces(ctx);
    const config = loadConfig({
      DATA_DIR: ctx.config.dataDir,
      JWT_SECRET: ctx.config.jwtSecret,
      API_CACHE_SECONDS: '60',
    });
    cached = await buildApp({ ...ctx, config, videoTools: null }, { logger: false });
    videoApp = await buildApp({ ...ctx, videoTools: null }, { logger: false });
    await Promise.all([cached.ready(), videoApp.ready()]);
  });
  afterAll(async () => {
    await cached?.close();
    await videoApp?.close();
  });

  const get = (app: App, url: string, headers: Headers = {}) => app.inject({ url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    env().app.inject({ method: 'POST', url, headers, payload, remoteAddress: '10.9.8.7' });

  /** Publishes as `owner` with two photos and one video, and has staff approve it. */
  async function approvedListing(owner: { headers: Headers }, staff: { headers: Headers }, word: string) {
    // The word is in the address too, which the change leaves alone: searches find it before and after.
    const fields = {
      title: `Family flat in Bole ${word}`,
      address: `Bole Road, behind Edna Mall, ${word}`,
      price: '45000',
      latitude: '9.01',
      longitude: '38.78',
    };
    const form = await listingForm(places, fields, [
      await photoFile('front.jpg', '#1565c0'),
      await photoFile('kitchen.jpg', '#2e7d32'),
    ]);
    const created = await env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const video = await uploadVideo(id, owner.headers, 'Living room');
    expect(video.statusCode).toBe(201);
    const approved = await post(`/api/admin/properties/${id}/approve/`, staff.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  const uploadVideo = (id: number, headers: Headers, title: string) => {
    const form = multipart({ title, duration: '31' }, [
      { field: 'video', filename: 'tour.mp4', type: 'video/mp4', data: fakeVideo('mp4') },
    ]);
    return videoApp.inject({
      method: 'POST',
      url: `/api/properties/${id}/videos/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  /** What the public sees of listing `id` on every surface that shows it. */
  async function publicView(id: number, word: string, neighbour: number) {
    const search = `/api/properties/properties/?search=${word}`;
    const cardIn = (body: { results: Card[] }) => {
      const card = body.results.find((r) => r.id === id);
      return card && { title: card.title, price: card.price, cover: card.primary_image?.id };
    };
    const detail = (await get(env().app, `/api/properties/properties/${id}/`)).json();
    // The in-memory listing index, once it has read the listings again, answers the search...
    expect(await env().ctx.reads.listings.ready()).not.toBeNull();
    const fromIndex = await listProperties(
      { ...env().ctx, config: { ...env().ctx.config, apiCacheMs: 60_000 } },
      listPropertiesQuery.parse({ search: word }),
      null,
      `http://localhost${search}`,
    );
    expect(fromIndex).toBeInstanceOf(PreparedJson);
    // ...and so does the application with the answer cache on, twice (the second from the cache).
    const indexed = [
      cardIn(readPage(fromIndex)),
      cardIn((await get(cached, search)).json()),
      cardIn((await get(cached, search)).json()),
    ];
    const cachedDetail = (await get(cached, `/api/properties/properties/${id}/`)).json();
    const markers = (await get(env().app, `/api/properties/map-markers/?city=${places.cityId}`)).json();
    const marker = markers.results.find((m: { id: number }) => m.id === id);
    const similar = (await get(env().app, `/api/properties/properties/${neighbour}/similar/`)).json();
    const ownSimilar = (await get(env().app, `/api/properties/properties/${id}/similar/`)).json();
    const og = await get(env().app, `/media/og/${id}.jpg`);
    const meta = listingMeta(detail, [
      { id: 'root', data: { lang: 'en', namespaces: [], config: { publicUrl: 'https://sefer.et' } } },
    ]) as Array<{ property?: string; content?: string }>;
    // A fresh service each time: its answers are otherwise kept for a minute.
    const stats = createStatsService(env().ctx);
    const [figures, options] = await Promise.all([stats.propertyStats(), stats.filterOptions()]);
    return {
      search: cardIn((await get(env().app, search)).json()),
      indexed,
      detail: {
        title: detail.title,
        price: detail.price,
        description: detail.description,
        images: detail.images.map((i: { id: number }) => i.id),
        videos: detail.videos.map((v: { title: string }) => v.title),
      },
      cachedDetail: { title: cachedDetail.title, price: cachedDetail.price },
      marker: marker && { title: marker.title, price: marker.price },
      similar: cardIn(similar),
      ownSimilar: ownSimilar.results.map((r: Card) => r.id),
      ogImage: og.headers.etag,
      ogTitle: meta.find((m) => m.property === 'og:title')?.content,
      avgRent: figures.avg_rent,
      minRent: options.price.rent.min,
    };
  }

  it('an approved owner listing rewritten into a scam stays as approved until staff approve the change', async () => {
    const owner = await signedIn(env().app, env().ctx, { fullName: 'Abebe Kebede' });
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const word = `baitq${Date.now().toString(36).replace(/\d/g, '')}`;
    const id = await approvedListing(owner, staff, word);
    // A listing the similar-listings rule pairs with it: same types, same place, close price.
    const neighbour = await factories(env().ctx).property({
      listingType: 'rent',
      propertyType: 'apartment',
      price: 46_000,
      cityId: places.cityId,
      subcityId: places.subcityId,
    });
    const approved = await publicView(id, word, neighbour.id);
    expect(approved.detail.title).toBe(`Family flat in Bole ${word}`);
    expect(approved.detail.videos).toEqual(['Living room']);
    expect(approved.search).toMatchObject({ price: 45000 });
    expect(approved.similar).toMatchObject({ price: 45000 });
    const oldPhotos = approved.detail.images as number[];

    // The switch: a scam title, a price of 1, the photos replaced and reordered, a new video.
    const form = multipart(
      {
        title: 'SCAM: send deposit via telegram',
        price: '1',
        remove_images: oldPhotos.join(','),
        image_order: 'new:1,new:0',
      },
      [await photoFile('other-house.jpg', '#b71c1c'), await photoFile('telegram.jpg', '#000000')],
    );
    const edited = await env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect((await uploadVideo(id, owner.headers, 'Pay on telegram')).statusCode).toBe(201);

    // The public sees the approved version everywhere.
    expect(await publicView(id, word, neighbour.id)).toEqual(approved);

    // The owner sees what they proposed, and that it waits for review.
    expect(edited.json()).toMatchObject({
      title: 'SCAM: send deposit via telegram',
      price: 1,
      review_state: 'approved',
      status: 'available',
      change_review: { state: 'pending', rejection_reason: null },
    });
    const mine = (await get(env().app, '/api/properties/my-properties/', owner.headers)).json();
    expect(mine.results.find((r: Card) => r.id === id)).toMatchObject({
      title: 'SCAM: send deposit via telegram',
      price: 1,
      change_review: { state: 'pending' },
    });
    const ownDetail = (await get(env().app, `/api/properties/properties/${id}/`, owner.headers)).json();
    expect(ownDetail.title).toBe('SCAM: send deposit via telegram');
    expect(ownDetail.images).toHaveLength(2);
    expect(ownDetail.images.map((i: { id: number }) => i.id)).not.toContain(oldPhotos[0]);
    expect(ownDetail.videos.map((v: { title: string }) => v.title)).toEqual([
      'Living room',
      'Pay on telegram',
    ]);

    // Staff see what changed: before and after, photos side by side.
    const waiting = await get(env().app, '/api/admin/properties/pending/?page_size=100', staff.headers);
    expect(waiting.statusCode, waiting.body).toBe(200);
    const queue = waiting.json();
    const item = queue.results.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      title: `Family flat in Bole ${word}`,
      review_state: 'approved',
      change_review: { state: 'pending' },
      change: {
        changed: ['title', 'price', 'photos', 'videos'],
        before: { title: `Family flat in Bole ${word}`, price: 45000 },
        after: { title: 'SCAM: send deposit via telegram', price: 1 },
      },
    });
    expect(item.change.before.images.map((i: { id: number }) => i.id)).toEqual(oldPhotos);
    expect(item.change.after.images.map((i: { id: number }) => i.id)).toEqual(
      ownDetail.images.map((i: { id: number }) => i.id),
    );
    expect(item.change.after.videos.map((v: { title: string }) => v.title)).toEqual([
      'Living room',
      'Pay on telegram',
    ]);

    // Approved: the public sees the new version everywhere, at once.
    const decided = await post(`/api/admin/properties/${id}/approve/`, staff.headers);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ title: 'SCAM: send deposit via telegram', change: null });
    const after = await publicView(id, word, neighbour.id);
    expect(after).toMatchObject({
      indexed: [
        { title: 'SCAM: send deposit via telegram', price: 1 },
        { title: 'SCAM: send deposit via telegram', price: 1 },
        { title: 'SCAM: send deposit via telegram', price: 1 },
      ],
      detail: {
        title: 'SCAM: send deposit via telegram',
        price: 1,
        images: ownDetail.images.map((i: { id: number }) => i.id),
        videos: ['Living room', 'Pay on telegram'],
      },
      cachedDetail: { title: 'SCAM: send deposit via telegram', price: 1 },
      marker: { title: 'SCAM: send deposit via telegram', price: 1 },
      ogTitle: expect.stringContaining('SCAM: send deposit via telegram'),
      minRent: 1,
    });
    expect(after.search).toMatchObject({ title: 'SCAM: send deposit via telegram', price: 1 });
    const byNewWords = (await get(env().app, '/api/properties/properties/?search=telegram')).json();
    expect(byNewWords.results.map((r: Card) => r.id)).toContain(id);
    expect(after.ogImage).not.toBe(approved.ogImage);
    expect(after.ownSimilar).not.toContain(id);
    const mineAfter = (await get(env().app, '/api/properties/my-properties/', owner.headers)).json();
    expect(mineAfter.results.find((r: Card) => r.id === id)).toMatchObject({ change_review: null });
    // The owner is told, with the link.
    const mail = await eventually(() =>
      outbox(env().ctx)
        .map((m) => decodeMail(m.text))
        .find((m) => m.includes(`To: ${owner.user.email}`) && m.includes('Subject: Your changes are live')),
    );
    expect(mail).toContain(`${env().ctx.config.publicUrl}/properties/${id}`);
  });

  it('a rejected change leaves the approved version live; the owner reads the reason by e-mail', async () => {
    const owner = await signedIn(env().app, env().ctx, { fullName: 'Selam Tesfaye' });
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const word = `baitr${Date.now().toString(36).replace(/\d/g, '')}`;
    const id = await approvedListing(owner, staff, word);
    const neighbour = await factories(env().ctx).property({ listingType: 'rent', price: 44_000 });
    const approved = await publicView(id, word, neighbour.id);

    const form = multipart({ title: 'SCAM: send deposit via telegram', price: '1' }, [
      await photoFile('telegram.jpg', '#000000'),
    ]);
    const edited = await env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect((await uploadVideo(id, owner.headers, 'Pay on telegram')).statusCode).toBe(201);

    const reason = 'Deposits are never paid through Telegram. Keep the real price.';
    const decided = await post(`/api/admin/properties/${id}/reject/`, staff.headers, { reason });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      review_state: 'approved',
      status: 'available',
      change: null,
      change_review: { state: 'rejected', rejection_reason: reason },
    });
    expect(await publicView(id, word, neighbour.id)).toEqual(approved);

    // The owner's view is the approved version again, with the reason.
    const mine = (await get(env().app, '/api/properties/my-properties/', owner.headers)).json();
    expect(mine.results.find((r: Card) => r.id === id)).toMatchObject({
      title: `Family flat in Bole ${word}`,
      price: 45000,
      change_review: { state: 'rejected', rejection_reason: reason },
    });
    const ownDetail = (await get(env().app, `/api/properties/properties/${id}/`, owner.headers)).json();
    expect(ownDetail.images.map((i: { id: number }) => i.id)).toEqual(approved.detail.images);
    expect(ownDetail.videos.map((v: { title: string }) => v.title)).toEqual(['Living room']);

    const mail = await eventually(() =>
      outbox(env().ctx)
        .map((m) => decodeMail(m.text))
        .find((m) => m.includes(`To: ${owner.user.email}`) && m.includes('Subject: Your changes were not')),
    );
    expect(mail).toContain(`Family flat in Bole ${word}`);
    expect(mail).toContain(`> ${reason}`);
    expect(mail).toContain(`${env().ctx.config.publicUrl}/my-properties/${id}/edit`);
  });
});
