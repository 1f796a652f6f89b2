import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { mediaFiles, propertyVideos } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithMedia } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import { readStored, storedKeys } from '../support/media';
import { filesUnder, multipart, photo } from '../support/uploads';
import { fakeVideo, streamedVideoForm } from '../support/videos';

const MB = 1024 * 1024;

describeWithMedia('Videos of a listing', (env) => {
  // Without ffprobe whatever the machine has: the browser's duration and poster are used, and
  // the test videos need only their first bytes.
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ ...env().ctx, videoTools: null }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const media = () => storedKeys(env().ctx);
  const videoFiles = () => storedKeys(env().ctx, 'videos/');
  const spooled = () => filesUnder(path.join(env().ctx.config.dataDir, 'tmp'));

  /**
   * A listing and its owner, a verified agent: their videos go live at once (those of publishers
   * who need review wait with the listing's change: review-changes.test.ts).
   */
  async function ownListing(status: 'available' | 'pending' = 'available') {
    const owner = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const listing = await factories(env().ctx).property({ ownerId: owner.user.id, status });
    return { owner, listing };
  }

  const upload = (
    propertyId: number,
    headers: Record<string, string>,
    fields: Record<string, string> = {},
    file = { filename: 'tour.mp4', type: 'video/mp4', data: fakeVideo('mp4') },
    extra: Array<{ field: string; filename: string; type: string; data: Buffer }> = [],
  ) => {
    const form = multipart(fields, [{ field: 'video', ...file }, ...extra]);
    return app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/videos/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const patch = (propertyId: number, videoId: number, headers: Record<string, string>, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/properties/${propertyId}/videos/${videoId}/`,
      headers,
      payload,
    });
  const remove = (propertyId: number, videoId: number, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/properties/${propertyId}/videos/${videoId}/`, headers });
  const primaries = async (propertyId: number) =>
    (
      await env()
        .ctx.database.db.select({ id: propertyVideos.id, isPrimary: propertyVideos.isPrimary })
        .from(propertyVideos)
        .where(eq(propertyVideos.propertyId, propertyId))
        .orderBy(propertyVideos.id)
    ).map((v) => [v.id, v.isPrimary]);

  it('uploads a video with the browser’s duration and poster; the answer has every field of spec §3', async () => {
    const { owner, listing } = await ownListing();
    const data = fakeVideo('mp4', 300_000);
    const res = await upload(
      listing.id,
      owner.headers,
      { title: 'Walk through the living room', duration: '75.4' },
      { filename: 'living.mp4', type: 'video/mp4', data },
      [
        {
          field: 'thumbnail',
          filename: 'poster.jpg',
          type: 'image/jpeg',
          data: await photo('#224466', 320, 180),
        },
      ],
    );
    expect(res.statusCode).toBe(201);
    const video = res.json();
    expect(video).toEqual({
      id: expect.any(Number),
      video: expect.stringMatching(/^\/media\/videos\/.+\.mp4$/),
      thumbnail: expect.stringMatching(/^\/media\/images\//),
      title: 'Walk through the living room',
      duration: 75.4,
      duration_formatted: '1:15',
      file_size: 300_000,
      file_size_mb: 0.3,
      content_type: 'video/mp4',
      is_primary: true,
    });
    // Stored as uploaded, byte for byte.
    const stored = await readStored(env().ctx, video.video);
    expect(stored.equals(data)).toBe(true);
    const served = await app.inject({ url: video.video });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    // The listing's detail shows it.
    const detail = await app.inject({ url: `/api/properties/properties/${listing.id}/` });
    expect(detail.json().videos).toEqual([video]);
    expect(spooled()).toEqual([]);
  });

  it('accepts MP4 and QuickTime without ffmpeg; the other types of spec §5 need it (decision 031)', async () => {
    const { owner, listing } = await ownListing();
    const send = (type: string) =>
      upload(
        listing.id,
        owner.headers,
        {},
        { filename: `clip.${type.toUpperCase()}`, type: 'application/octet-stream', data: fakeVideo(type) },
      );
    for (const type of ['mp4', 'mov']) {
      const res = await send(type);
      expect(res.statusCode, type).toBe(201);
      expect(res.json().title).toBe('clip');
    }
    // Without ffmpeg their location could not be removed: refused, never stored with it.
    for (const type of ['avi', 'wmv', 'flv', 'webm', 'mkv']) {
      const res = await send(type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({
        detail: `The location in ${type.toUpperCase()} videos cannot be removed on this server: upload the video as MP4 or MOV.`,
        code: 'unsupported_media_type',
      });
    }
    expect(spooled()).toEqual([]);
  });

  describe('refuses with the messages of spec §5', () => {
    it.each([
      [
        'a type not in the list',
        { filename: 'tour.exe', type: 'application/octet-stream', data: fakeVideo('mp4') },
        'Invalid file type: exe',
      ],
      [
        'a document',
        { filename: 'plan.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 …') },
        'Invalid file type: pdf',
      ],
      [
        'no extension and not a video type',
        { filename: 'tour', type: 'text/plain', data: fakeVideo('mp4') },
        'Invalid file type: text/plain',
      ],
      [
        'text named .mp4',
        {
          filename: 'tour.mp4',
          type: 'video/mp4',
          data: Buffer.from('this is not a video at all, just text'),
        },
        'The content of tour.mp4 is not a video of type mp4.',
      ],
      [
        'a WebM named .avi',
        { filename: 'tour.avi', type: 'video/x-msvideo', data: fakeVideo('webm') },
        'The content of tour.avi is not a video of type avi.',
      ],
      [
        'an AVIF picture named .mp4',
        {
          filename: 'tour.mp4',
          type: 'video/mp4',
          data: Buffer.concat([
            Buffer.from([0, 0, 0, 0x1c]),
            Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'),
            Buffer.alloc(64),
          ]),
        },
        'The content of tour.mp4 is not a video of type mp4.',
      ],
    ])('%s', async (_name, file, message) => {
      const { owner, listing } = await ownListing();
      const res = await upload(listing.id, owner.headers, {}, file);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ video: [message] });
      expect(await primaries(listing.id)).toEqual([]);
      expect(spooled()).toEqual([]);
    });

    it('no video at all', async () => {
      const { owner, listing } = await ownListing();
      const form = multipart({ title: 'x' });
      const res = await app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/videos/`,
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
      expect(fieldErrorsOf(res)).toEqual({ video: ['This field is required.'] });
    });

    it('over 100 MB declared: refused before the body is read', async () => {
      const { owner, listing } = await ownListing();
      const form = streamedVideoForm(200 * MB);
      const res = await app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/videos/`,
        headers: { ...owner.headers, ...form.headers, 'content-length': String(200 * MB) },
        payload: form.stream,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ video: ['File too large: 200MB (max 100MB)'] });
      expect(res.headers.connection).toBe('close');
      expect(form.pulled()).toBeLessThan(MB);
    });

    it('over 100 MB streamed without a length: refused with its size, never held in memory', async () => {
      const { owner, listing } = await ownListing();
      const before = await videoFiles();
      const form = streamedVideoForm(101 * MB);
      const base = process.memoryUsage();
      let peak = 0;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.heapUsed + m.arrayBuffers - (base.heapUsed + base.arrayBuffers));
      }, 5);
      const res = await app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/videos/`,
        headers: { ...owner.headers, ...form.headers },
        payload: form.stream,
      });
      clearInterval(sampler);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ video: ['File too large: 101MB (max 100MB)'] });
      // 101 MB went through; far less than that was ever held at once.
      expect(form.pulled()).toBeGreaterThan(100 * MB);
      expect(peak).toBeLessThan(40 * MB);
      expect(await videoFiles()).toEqual(before);
      expect(spooled()).toEqual([]);
      expect(await primaries(listing.id)).toEqual([]);
    });

    it('a thumbnail that is not an image', async () => {
      const { owner, listing } = await ownListing();
      const before = await media();
      const res = await upload(listing.id, owner.headers, {}, undefined, [
        {
          field: 'thumbnail',
          filename: 'poster.svg',
          type: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ]);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({
        thumbnail: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
      });
      expect(await media()).toEqual(before);
    });

    it('a sixth video', async () => {
      const { owner, listing } = await ownListing();
      for (let i = 0; i < 5; i++) expect((await upload(listing.id, owner.headers)).statusCode).toBe(201);
      const res = await upload(listing.id, owner.headers);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ video: ['Maximum 5 videos allowed per property.'] });
    });
  });

  it('keeps exactly one primary video while any exist', async () => {
    const { owner, listing } = await ownListing();
    const first = (await upload(listing.id, owner.headers)).json();
    const second = (await upload(listing.id, owner.headers, { is_primary: 'false' })).json();
    expect([first.is_primary, second.is_primary]).toEqual([true, false]);
    const third = (await upload(listing.id, owner.headers, { is_primary: 'true' })).json();
    expect(third.is_primary).toBe(true);
    expect(await primaries(listing.id)).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, true],
    ]);
    // Rename and choose the primary one.
    const renamed = await patch(listing.id, second.id, owner.headers, { title: 'Garden', is_primary: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: second.id, title: 'Garden', is_primary: true });
    expect((await primaries(listing.id)).filter(([, p]) => p)).toEqual([[second.id, true]]);
    // The primary one cannot simply stop being primary.
    const refused = await patch(listing.id, second.id, owner.headers, { is_primary: false });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual({
      is_primary: ['A listing with videos always has one primary video: make another video primary instead.'],
    });
    // Deleting the primary one promotes the first remaining.
    const filesBefore = (await videoFiles()).length;
    expect((await remove(listing.id, second.id, owner.headers)).statusCode).toBe(204);
    expect(await primaries(listing.id)).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
    expect(await videoFiles()).toHaveLength(filesBefore - 1);
    expect(
      await env()
        .ctx.database.db.select()
        .from(mediaFiles)
        .where(eq(mediaFiles.key, second.video.replace('/media/', ''))),
    ).toEqual([]);
    expect((await remove(listing.id, first.id, owner.headers)).statusCode).toBe(204);
    expect((await remove(listing.id, third.id, owner.headers)).statusCode).toBe(204);
    expect(await primaries(listing.id)).toEqual([]);
    // A video of another listing is not found through this one.
    const other = await ownListing();
    const elsewhere = (await upload(other.listing.id, other.owner.headers)).json();
    expect((await patch(listing.id, elsewhere.id, owner.headers, { title: 'x' })).statusCode).toBe(404);
    expect((await remove(listing.id, elsewhere.id, owner.headers)).statusCode).toBe(404);
  });

  it('deleting the listing removes its videos and their files', async () => {
    const { owner, listing } = await ownListing();
    const video = (
      await upload(listing.id, owner.headers, {}, undefined, [
        {
          field: 'thumbnail',
          filename: 'poster.png',
          type: 'image/png',
          data: await photo('#446688', 160, 90),
        },
      ])
    ).json();
    const files = [video.video, video.thumbnail].map((url: string) => url.replace('/media/', ''));
    expect(await media()).toEqual(expect.arrayContaining(files));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${listing.id}/`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    const left = await media();
    expect(left).not.toContain(files[0]);
    expect(left.some((f) => f.startsWith(files[1]!.replace(/-\d+\.\w+$/, '')))).toBe(false);
  });

  describe('only the owner or staff', () => {
    it.each(['available', 'pending'] as const)('on a listing that is %s', async (status) => {
      const { owner, listing } = await ownListing(status);
      const stranger = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
      const staff = await signedIn(app, env().ctx, { isStaff: true });
      const hidden = status === 'pending';
      const denied = hidden ? 404 : 403;

      expect((await upload(listing.id, {})).statusCode).toBe(401);
      expect((await upload(listing.id, stranger.headers)).statusCode).toBe(denied);
      const mine = await upload(listing.id, owner.headers);
      expect(mine.statusCode).toBe(201);
      const byStaff = await upload(listing.id, staff.headers);
      expect(byStaff.statusCode).toBe(201);
      const id = mine.json().id;

      expect((await patch(listing.id, id, {}, { title: 'x' })).statusCode).toBe(401);
      expect((await patch(listing.id, id, stranger.headers, { title: 'x' })).statusCode).toBe(denied);
      expect((await patch(listing.id, id, owner.headers, { title: 'Mine' })).statusCode).toBe(200);
      expect((await patch(listing.id, id, staff.headers, { title: 'Staff' })).statusCode).toBe(200);

      expect((await remove(listing.id, id, {})).statusCode).toBe(401);
      expect((await remove(listing.id, id, stranger.headers)).statusCode).toBe(denied);
      expect((await remove(listing.id, id, owner.headers)).statusCode).toBe(204);
      expect((await remove(listing.id, byStaff.json().id, staff.headers)).statusCode).toBe(204);
      expect(await primaries(listing.id)).toEqual([]);
      // Unknown listings and videos.
      expect((await upload(999_999_999, owner.headers)).statusCode).toBe(404);
      expect((await patch(listing.id, 99_999_999_999, owner.headers, { title: 'x' })).statusCode).toBe(404);
    });
  });
});
