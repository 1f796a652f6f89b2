import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { images, properties } from '../../src/server/db/schema';
import { accountWithPassword, TEST_PASSWORD } from '../support/auth';
import { createPlaces, type Places, validFields } from '../support/publishing';
import { ensureBuild, freePort, type Started, startServer, until, waitFor } from '../support/server-process';
import { filesUnder, multipart, photo } from '../support/uploads';

// A real server process is killed (SIGKILL) in the middle of publishing a listing, then started
// again on the same DATA_DIR: it must leave neither a listing nor a file behind (decision 013).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefer-killed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let places: Places;
let username: string;
beforeAll(async () => {
  ensureBuild();
  // The account and places the uploads need, written before any server runs.
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const ctx = { database } as AppContext;
    places = await createPlaces(ctx);
    username = (await accountWithPassword(ctx)).username;
  } finally {
    await database.close();
  }
}, 300_000);

/** Files of stored uploads (the folders rows point into) and of uploads being received. */
const mediaFiles = () =>
  filesUnder(path.join(dataDir, 'media')).filter((f) => f.startsWith('images/') || f.startsWith('videos/'));
const spooled = () => filesUnder(path.join(dataDir, 'tmp', 'uploads'));

/** A photo of noise: slow to encode, so the server is caught between two photos. */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

describe('a server killed while a listing is being published', () => {
  let server: Started;
  let base: string;
  let access: string;
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  async function start() {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(dataDir, { PORT: String(port) });
    // A killed process leaves its lock behind: the new one waits until it is stale (~10 s).
    await waitFor(server, 'Sefer is ready');
    const res = await fetch(`${base}/api/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    access = ((await res.json()) as { access: string }).access;
  }
  async function kill() {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  const publish = (files: Buffer[]) => {
    const form = multipart(
      validFields(places),
      files.map((data, i) => ({ field: 'images', filename: `photo-${i}.jpg`, type: 'image/jpeg', data })),
    );
    return fetch(`${base}/api/properties/properties/`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${access}` },
      body: form.payload,
    });
  };

  /** Sends the fields and the start of a large photo, then keeps the request open. */
  async function streamWithoutEnd(): Promise<http.ClientRequest> {
    const boundary = '----sefer-killed';
    const fields = Object.entries(validFields(places))
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const req = http.request(`${base}/api/properties/properties/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('error', () => {});
    req.write(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    req.write(await photo());
    for (let i = 0; i < 16; i++) req.write(Buffer.alloc(64 * 1024, 1));
    return req;
  }

  it('leaves no listing, no partial upload and no orphan file once started again', async () => {
    await start();
    // A listing that goes through: its files must survive every restart.
    const good = await publish([await photo('#aa3333')]);
    expect(good.status).toBe(201);
    const goodId = ((await good.json()) as { id: number }).id;
    const kept = mediaFiles();
    expect(kept.length).toBeGreaterThanOrEqual(2);

    // 1. Killed while a photo streams in: the upload is half on disk.
    const streaming = await streamWithoutEnd();
    await until(
      () => spooled().find((f) => statSync(path.join(dataDir, 'tmp', 'uploads', f)).size >= 512 * 1024),
      'the photo to reach the disk',
    );
    await kill();
    streaming.destroy();
    expect(spooled().length).toBeGreaterThan(0);

    await start();
    expect(spooled()).toEqual([]);
    expect(mediaFiles()).toEqual(kept);

    // 2. Killed after the first photo was stored, while the second (noise: slow) is encoded: files
    // without rows.
    let answered: string | undefined;
    const answer = publish([await photo('#3355aa'), await noisyPhoto()]).then(
      async (res) => {
        answered = `${res.status} ${await res.text()}`;
      },
      () => undefined,
    );
    await until(
      () => (mediaFiles().length > kept.length ? true : answered === undefined ? undefined : false),
      'the first photo to be stored',
      120_000,
    );
    await kill();
    await answer;
    expect(answered).toBeUndefined();
    expect(mediaFiles().filter((f) => !kept.includes(f)).length).toBeGreaterThan(0);

    await start();
    expect(server.output()).toContain('removed media files no row uses');
    expect(mediaFiles()).toEqual(kept);
    expect(spooled()).toEqual([]);
    const mine = await fetch(`${base}/api/properties/my-properties/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(((await mine.json()) as { results: Array<{ id: number }> }).results.map((p) => p.id)).toEqual([
      goodId,
    ]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Every file has its row and every row its files.
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.$count(properties)).toBe(1);
      const rows = await database.db.select({ variants: images.variants }).from(images);
      expect(rows.flatMap((r) => r.variants.map((v) => v.key)).sort()).toEqual(kept);
    } finally {
      await database.close();
    }
  }, 300_000);
});
