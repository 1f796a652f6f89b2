import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { MAX_OPEN_UPLOADS } from '../../src/server/media/resumable';
import { sweepResumableUploads } from '../../src/server/media/resumable-routes';
import { eventually, signedIn } from '../support/auth';
import { describeWithMedia } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import { readStored } from '../support/media';
import { createPlaces, listingForm } from '../support/publishing';
import { filesUnder, multipart, photo } from '../support/uploads';
import { fakeVideo } from '../support/videos';

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/**
 * A TCP relay that drops the connection carrying the `cutAfter`-th byte sent to the server (once),
 * as a phone losing its signal mid-upload; it counts what it forwards.
 */
async function cuttingProxy(targetPort: number, cutAfter: number) {
  let cutsLeft = 1;
  let forwarded = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    let sent = 0;
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('data', (chunk: Buffer) => {
      if (cutsLeft > 0 && sent + chunk.length > cutAfter) {
        cutsLeft--;
        const part = chunk.subarray(0, cutAfter - sent);
        forwarded += part.length;
        upstream.write(part, () => {
          client.destroy();
          upstream.destroy();
        });
        return;
      }
      sent += chunk.length;
      forwarded += chunk.length;
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get forwarded() {
      return forwarded;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Uploads `data` with tus-js-client, as the web does; resolves with the upload's URL. */
function tusUpload(
  endpoint: string,
  data: Buffer,
  options: {
    token: string;
    filename: string;
    filetype: string;
    fingerprint: string;
    storage: tus.UrlStorage;
  },
  resume: boolean,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint,
      headers: { authorization: `Bearer ${options.token}` },
      metadata: { filename: options.filename, filetype: options.filetype },
      fingerprint: async () => options.fingerprint,
      urlStorage: options.storage,
      // A drop is an error here, so the test sees it and resumes as a reloaded page does.
      retryDelays: null,
      onSuccess: () => resolve(upload.url!),
      onError: reject,
    });
    if (!resume) return upload.start();
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

/** tus-js-client's URL storage for Node, in memory (a page keeps it in localStorage). */
function memoryUrlStorage(): tus.UrlStorage {
  const entries = new Map<string, tus.PreviousUpload & { urlStorageKey: string }>();
  return {
    findAllUploads: async () => [...entries.values()],
    findUploadsByFingerprint: async (fp) =>
      [...entries.values()].filter((e) => e.urlStorageKey.startsWith(fp)),
    removeUpload: async (key) => {
      entries.delete(key);
    },
    addUpload: async (fp, upload) => {
      const key = `${fp}::${entries.size}`;
      entries.set(key, { ...upload, urlStorageKey: key });
      return key;
    },
  };
}

describeWithMedia('Resumable uploads', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  beforeAll(async () => {
    // Without ffmpeg, whatever the machine has: the stored video is the uploaded bytes.
    app = await buildApp({ ...env().ctx, videoTools: null }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });
  const root = () => path.join(env().ctx.config.dataDir, 'tmp', 'resumable');
  const partials = () => filesUnder(root());
  const spooled = () => filesUnder(path.join(env().ctx.config.dataDir, 'tmp', 'uploads'));
  /** The request's clean-up ends just after its answer leaves. */
  const nothingLeft = () => eventually(() => (partials().length + spooled().length === 0 ? true : undefined));

  async function ownListing() {
    const owner = await signedIn(app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const listing = await factories(env().ctx).property({ ownerId: owner.user.id, status: 'available' });
    return { owner, listing };
  }
  /** A tus request over HTTP (the protocol's answers are written to the socket by @tus/server). */
  async function call(method: string, url: string, headers: Record<string, string>, payload?: Buffer) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...TUS, ...headers },
      body: payload && new Uint8Array(payload),
    });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }
  const create = (headers: Record<string, string>, length: number, metadata = { filename: 'tour.mp4' }) =>
    call('POST', '/api/uploads/', {
      ...headers,
      'upload-length': String(length),
      'upload-metadata': meta(metadata),
    });
  /** A whole upload in one PATCH; its id. */
  async function uploadWhole(headers: Record<string, string>, data: Buffer, filename: string) {
    const created = await create(headers, data.length, { filename });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const patched = await call(
      'PATCH',
      location,
      { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      data,
    );
    expect(patched.statusCode).toBe(204);
    return location.split('/').pop()!;
  }
  const sendVideoForm = (propertyId: number, headers: Record<string, string>, id: string) => {
    const form = multipart({ title: 'Tour', video: id });
    return app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/videos/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('a video upload cut halfway resumes where it stopped and is stored byte for byte, leaving nothing behind', async () => {
    const { owner, listing } = await ownListing();
    const video = fakeVideo('mp4', 4 * MB);
    const proxy = await cuttingProxy(Number(new URL(base).port), 2 * MB);
    const storage = memoryUrlStorage();
    const options = {
      token: owner.tokens.access,
      filename: 'tour.mp4',
      filetype: 'video/mp4',
      fingerprint: `video-${listing.id}`,
      storage,
    };
    try {
      const endpoint = `http://127.0.0.1:${proxy.port}/api/uploads/`;
      await expect(tusUpload(endpoint, video, options, false)).rejects.toThrow();
      // What reached the server is kept: about half, on disk.
      const [stored] = await storage.findAllUploads();
      const head = await call('HEAD', new URL(stored!.uploadUrl!).pathname, owner.headers);
      expect(head.statusCode).toBe(200);
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBeGreaterThan(MB);
      expect(offset).toBeLessThan(2 * MB);
      // A new client (a reloaded page) finds the upload by its fingerprint and sends only the rest.
      const before = proxy.forwarded;
      const url = await tusUpload(endpoint, video, options, true);
      expect(new URL(url).pathname).toBe(new URL(stored!.uploadUrl!).pathname);
      expect(proxy.forwarded - before).toBeLessThan(video.length - offset + 64 * 1024);
    } finally {
      await proxy.close();
    }
    const [upload] = await storage.findAllUploads();
    const id = new URL(upload!.uploadUrl!).pathname.split('/').pop()!;
    const res = await sendVideoForm(listing.id, owner.headers, id);
    expect(res.statusCode, res.body).toBe(201);
    expect((await readStored(env().ctx, res.json().video)).equals(video)).toBe(true);
    await nothingLeft();
  });

  it('a photo uploaded resumably publishes a listing like a photo in the form', async () => {
    const owner = await signedIn(app, env().ctx);
    const places = await createPlaces(env().ctx);
    const id = await uploadWhole(owner.headers, await photo('#aa3366'), 'salon.jpg');
    const form = await listingForm(places, { images: [id] }, []);
    const res = await app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().images).toHaveLength(1);
    await nothingLeft();
  });

  it('only its owner reaches an upload: others get 404, visitors 401', async () => {
    const owner = await signedIn(app, env().ctx);
    const other = await signedIn(app, env().ctx);
    const created = await create(owner.headers, 100);
    const url = created.headers.location as string;
    expect(url).toMatch(/^\/api\/uploads\/u\d+-[0-9a-f]{32}$/);
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      const res = await call(
        method,
        url,
        { ...other.headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        method === 'PATCH' ? Buffer.alloc(100) : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    expect((await call('HEAD', url, {})).statusCode).toBe(401);
    expect((await create({}, 100)).statusCode).toBe(401);
    // Nothing was written by them.
    const head = await call('HEAD', url, owner.headers);
    expect(head.headers['upload-offset']).toBe('0');

    // Nor may another user's form name a finished upload.
    const { owner: stranger, listing } = await ownListing();
    const id = await uploadWhole(owner.headers, fakeVideo('mp4'), 'tour.mp4');
    const res = await sendVideoForm(listing.id, stranger.headers, id);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res).video?.[0]).toMatch(/No finished upload/);
  });

  it('limits the uploads in progress per user, by count and by bytes, and the size of one', async () => {
    const many = await signedIn(app, env().ctx);
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) {
      const res = await create(many.headers, 10);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await create(many.headers, 10);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'throttled',
      detail: expect.stringMatching(/in progress/),
    });

    const heavy = await signedIn(app, env().ctx);
    expect((await create(heavy.headers, 100 * MB)).statusCode).toBe(201);
    expect((await create(heavy.headers, 100 * MB)).statusCode).toBe(201);
    const tooMuch = await create(heavy.headers, 60 * MB);
    expect(tooMuch.statusCode).toBe(429);
    expect(JSON.parse(tooMuch.body).detail).toMatch(/250 MB/);

    const big = await create((await signedIn(app, env().ctx)).headers, 100 * MB + 1);
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body).detail).toMatch(/File too large: 100.1MB \(max 100MB\)/);
  });

  it('checks the assembled file as a file in the form: a text file named .mp4 is refused, and kept for another try', async () => {
    const { owner, listing } = await ownListing();
    const id = await uploadWhole(owner.headers, Buffer.alloc(8192, 'not a video at all '), 'tour.mp4');
    const res = await sendVideoForm(listing.id, owner.headers, id);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res).video).toEqual(['The content of tour.mp4 is not a video of type mp4.']);
    await eventually(() => (spooled().length === 0 ? true : undefined));
    // The failed form gave the upload back: the same id is refused again for the same reason.
    expect(partials()).toContain(id);
    expect(fieldErrorsOf(await sendVideoForm(listing.id, owner.headers, id)).video?.[0]).toMatch(
      /not a video/,
    );
    // Unfinished: not usable.
    const partial = await create(owner.headers, 100);
    const res2 = await sendVideoForm(
      listing.id,
      owner.headers,
      (partial.headers.location as string).split('/').pop()!,
    );
    expect(fieldErrorsOf(res2).video?.[0]).toMatch(/No finished upload/);
  });

  it('removes uploads untouched for a day, and only those', async () => {
    mkdirSync(root(), { recursive: true });
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const write = (id: string, ageMs: number) => {
      for (const name of [id, `${id}.json`]) {
        const file = path.join(root(), name);
        writeFileSync(file, name.endsWith('.json') ? '{"size":10}' : 'abc');
        utimesSync(file, new Date(now - ageMs), new Date(now - ageMs));
      }
    };
    write(`u1-${'a'.repeat(32)}`, 2 * 60_000);
    write(`u1-${'b'.repeat(32)}`, day - 60 * 60_000);
    const { ctx } = env();
    // The clock moves: nothing is a day old yet, then one is, then both are.
    ctx.clock = () => new Date(now);
    try {
      const before = new Set(readdirSync(root()));
      expect(await sweepResumableUploads(ctx)).toEqual([]);
      expect(new Set(readdirSync(root()))).toEqual(before);
      ctx.clock = () => new Date(now + 2 * 60 * 60_000);
      expect(await sweepResumableUploads(ctx)).toEqual([`u1-${'b'.repeat(32)}`]);
      ctx.clock = () => new Date(now + day + 60_000);
      expect(await sweepResumableUploads(ctx)).toContain(`u1-${'a'.repeat(32)}`);
      expect(readdirSync(root()).filter((n) => n.startsWith('u1-'))).toEqual([]);
    } finally {
      ctx.clock = undefined;
    }
  });
});
