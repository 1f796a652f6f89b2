import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import { multipart, photo } from '../support/uploads';
import { fakeVideo } from '../support/videos';

/**
 * With ffprobe and ffmpeg on PATH the server measures the video and draws its poster itself. Two
 * small scripts stand in for them here (outside programs, the one thing tests may imitate), so
 * that any file will do: ffprobe answers 42.5 s, or fails for a file holding "BROKEN"; ffmpeg
 * prints a JPEG, or copies the file when asked to remove its metadata. The real ffmpeg's
 * removal of a location is tested in video-location.test.ts.
 */
describeWithDb('Videos with ffprobe and ffmpeg on the server', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let bin: string;
  const savedPath = process.env.PATH;

  beforeAll(async () => {
    bin = mkdtempSync(path.join(os.tmpdir(), 'sefer-ffmpeg-'));
    const poster = path.join(bin, 'poster.jpg');
    writeFileSync(poster, await photo('#884422', 640, 360));
    const script = (name: string, body: string) => {
      writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    };
    script(
      'ffprobe',
      'for last; do :; done\nif grep -q BROKEN "$last"; then echo "Invalid data" >&2; exit 1; fi\necho \'{"format":{"duration":"42.500000"}}\'',
    );
    // A copy for the metadata removal (its output is the last argument), a JPEG for a poster.
    script(
      'ffmpeg',
      `case "$*" in *-map_metadata*) for last; do :; done; while [ "$1" != "-i" ]; do shift; done; cp "$2" "$last";; *) cat "${poster}";; esac`,
    );
    process.env.PATH = `${bin}${path.delimiter}${savedPath}`;
    app = await buildApp(env().ctx, { logger: false });
    await app.ready();
    process.env.PATH = savedPath;
  });
  afterAll(async () => {
    process.env.PATH = savedPath;
    await app?.close();
    rmSync(bin, { recursive: true, force: true });
  });

  const upload = async (headers: Record<string, string>, propertyId: number, data: Buffer, fields = {}) => {
    const form = multipart(fields, [{ field: 'video', filename: 'tour.webm', type: 'video/webm', data }]);
    return app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/videos/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('measures the video and draws its poster, whatever the browser said', async () => {
    const owner = await signedIn(app, env().ctx);
    const listing = await factories(env().ctx).property({ ownerId: owner.user.id });
    const res = await upload(owner.headers, listing.id, fakeVideo('webm'), { duration: '999' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      duration: 42.5,
      duration_formatted: '0:43',
      thumbnail: expect.stringMatching(/^\/media\/images\//),
      content_type: 'video/webm',
    });
  });

  it('prefers its own frame to the browser’s thumbnail, which a phone may have drawn black', async () => {
    const owner = await signedIn(app, env().ctx);
    const listing = await factories(env().ctx).property({ ownerId: owner.user.id });
    const form = multipart({}, [
      { field: 'video', filename: 'tour.webm', type: 'video/webm', data: fakeVideo('webm') },
      {
        field: 'thumbnail',
        filename: 'poster.jpg',
        type: 'image/jpeg',
        data: await photo('#000000', 640, 360),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/videos/`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const poster = await app.inject({ url: res.json().thumbnail });
    expect(poster.statusCode).toBe(200);
    // The frame ffmpeg drew (#884422 here), not the black picture the browser sent.
    const { dominant } = await sharp(poster.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(100);
  });

  it('refuses a file the probe cannot read', async () => {
    const owner = await signedIn(app, env().ctx);
    const listing = await factories(env().ctx).property({ ownerId: owner.user.id });
    const broken = Buffer.concat([fakeVideo('webm', 64), Buffer.from('BROKEN')]);
    const res = await upload(owner.headers, listing.id, broken);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ video: ['The video could not be read; it may be damaged.'] });
  });
});
