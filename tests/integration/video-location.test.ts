import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { removeIsoBmffMetadata } from '../../src/server/media/isobmff-metadata';
import { findVideoTools } from '../../src/server/media/video-probe';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { multipart } from '../support/uploads';
import { FIXTURE_LOCATION, videoWithLocation } from '../support/videos';

/**
 * A video is stored without the location the phone or camera wrote into it (decision 031), on a
 * server with ffmpeg (every accepted container is copied without its metadata) and on one without
 * (MP4 and QuickTime rewritten by the box walker, the rest refused). The stored file no longer
 * holds the location anywhere, and still says how long it is.
 */

/** ffmpeg's muxer and encoders for a small clip of each accepted type, with its location written in. */
const CLIPS: Record<string, string[]> = {
  // iPhone-style keys (`meta`/`keys`/`ilst`) as well as `©xyz`.
  mp4: ['-c:v', 'libx264', '-c:a', 'aac', '-movflags', 'use_metadata_tags', '-f', 'mp4'],
  mov: ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mov'],
  mkv: ['-c:v', 'libx264', '-c:a', 'aac', '-f', 'matroska'],
  webm: ['-c:v', 'libvpx', '-c:a', 'libopus', '-f', 'webm'],
  avi: ['-c:v', 'mpeg4', '-c:a', 'mp3', '-f', 'avi'],
  wmv: ['-c:v', 'wmv2', '-c:a', 'wmav2', '-f', 'asf'],
  flv: ['-c:v', 'flv', '-c:a', 'aac', '-f', 'flv'],
};

describeWithDb('Videos are stored without their location', (env) => {
  let withFfmpeg: Awaited<ReturnType<typeof buildApp>>;
  let withoutFfmpeg: Awaited<ReturnType<typeof buildApp>>;
  let work: string;
  const savedPath = process.env.PATH;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sefer-video-location-'));
    // Videos are part of this test: the ffmpeg path is tested wherever the tests run (CI installs it).
    if (!(await findVideoTools()))
      throw new Error('ffprobe and ffmpeg are needed on PATH for this test (apt-get install ffmpeg)');
    withFfmpeg = await buildApp(env().ctx, { logger: false });
    // A PATH without them: the server finds no ffmpeg, as on a machine that has none.
    process.env.PATH = work;
    try {
      withoutFfmpeg = await buildApp(env().ctx, { logger: false });
    } finally {
      process.env.PATH = savedPath;
    }
    await Promise.all([withFfmpeg.ready(), withoutFfmpeg.ready()]);
  });
  afterAll(async () => {
    await withFfmpeg?.close();
    await withoutFfmpeg?.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function upload(app: typeof withFfmpeg, filename: string, data: Buffer, fields = {}) {
    const owner = await signedIn(app, env().ctx);
    const listing = await factories(env().ctx).property({ ownerId: owner.user.id });
    const form = multipart(fields, [{ field: 'video', filename, type: 'application/octet-stream', data }]);
    return app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/videos/`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
  }

  /** The stored file behind a video's URL. */
  const stored = (url: string) => path.join(env().ctx.config.mediaDir, url.replace(/^\/media\//, ''));
  const probeDuration = (file: string) =>
    Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
    );
  const holdsLocation = (data: Buffer) =>
    ['+08.9964+038.7866', '\u00a9xyz', 'ISO6709', 'LOCATION'].filter((t) =>
      data.includes(Buffer.from(t, 'latin1')),
    );

  it('with ffmpeg: every accepted type is stored without its location, still playable and as long', async () => {
    for (const [type, args] of Object.entries(CLIPS)) {
      const clip = path.join(work, `clip.${type}`);
      execFileSync('ffmpeg', [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=10:duration=2'],
        ...['-f', 'lavfi', '-i', 'sine=duration=2', '-shortest'],
        ...['-metadata', `location=${FIXTURE_LOCATION}`, '-metadata', 'location-eng=+08.9964+038.7866/'],
        ...['-metadata', 'com.apple.quicktime.location.ISO6709=+08.9964+038.7866+2400/'],
        ...args,
        clip,
      ]);
      const original = readFileSync(clip);
      if (type === 'mp4' || type === 'mov' || type === 'mkv' || type === 'webm')
        expect(holdsLocation(original), `${type} fixture`).not.toEqual([]);
      const res = await upload(withFfmpeg, `clip.${type}`, original);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      const file = stored(res.json().video);
      const kept = readFileSync(file);
      expect(holdsLocation(kept), type).toEqual([]);
      expect(probeDuration(file), type).toBeCloseTo(2, 0);
      expect(res.json().duration, type).toBeCloseTo(2, 0);
      // Decodes to the end (exit code 0).
      execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-']);
    }
  }, 120_000); // Seven real encodes and uploads: longer than the default on a busy 2-core machine.

  it('with ffmpeg: MP4 and QuickTime files get their index first, to play while loading', async () => {
    const clip = path.join(work, 'slow-start.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=10:duration=2'],
      ...['-metadata', `location=${FIXTURE_LOCATION}`, '-c:v', 'libx264', '-f', 'mov', clip],
    ]);
    const uploaded = await upload(withFfmpeg, 'slow-start.mov', readFileSync(clip));
    expect(uploaded.statusCode).toBe(201);
    const kept = readFileSync(stored(uploaded.json().video));
    expect(kept.indexOf('moov')).toBeLessThan(kept.indexOf('mdat'));
  });

  it('without ffmpeg: MP4 and QuickTime files are rewritten without their location', async () => {
    for (const kind of ['mp4', 'mov'] as const) {
      const { file, picture } = videoWithLocation(kind);
      const res = await upload(withoutFfmpeg, `phone.${kind}`, file, { duration: '2.5' });
      expect(res.statusCode, res.body).toBe(201);
      const kept = readFileSync(stored(res.json().video));
      expect(holdsLocation(kept), kind).toEqual([]);
      expect(kept.includes(Buffer.from(`GPS ${FIXTURE_LOCATION}`, 'latin1'))).toBe(false);
      // Same size, same picture, same movie header: 2.5 s.
      expect(kept.length).toBe(file.length);
      expect(kept.includes(picture)).toBe(true);
      expect(res.json().duration).toBe(2.5);
      const copy = path.join(work, `stored.${kind}`);
      copyFileSync(stored(res.json().video), copy);
      expect((await removeIsoBmffMetadata(copy)).duration).toBe(2.5);
    }
  });

  it('without ffmpeg: real phone-like files stay playable after the rewrite', async () => {
    const clip = path.join(work, 'real.mov');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=10:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2', '-shortest', '-movflags', 'use_metadata_tags'],
      ...['-metadata', `location=${FIXTURE_LOCATION}`],
      ...['-metadata', 'com.apple.quicktime.location.ISO6709=+08.9964+038.7866+2400/'],
      ...['-c:v', 'libx264', '-c:a', 'aac', '-f', 'mov', clip],
    ]);
    expect(holdsLocation(readFileSync(clip))).not.toEqual([]);
    const res = await upload(withoutFfmpeg, 'real.mov', readFileSync(clip), { duration: '2' });
    expect(res.statusCode, res.body).toBe(201);
    const file = stored(res.json().video);
    expect(holdsLocation(readFileSync(file))).toEqual([]);
    expect(probeDuration(file)).toBeCloseTo(2, 0);
    execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-']);
  });

  it('without ffmpeg: other containers are refused, not stored with a location', async () => {
    const clip = path.join(work, 'clip.mkv');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=96x64:rate=10:duration=1'],
      ...['-metadata', `location=${FIXTURE_LOCATION}`, '-c:v', 'libx264', '-f', 'matroska', clip],
    ]);
    const res = await upload(withoutFfmpeg, 'clip.mkv', readFileSync(clip));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      detail: 'The location in MKV videos cannot be removed on this server: upload the video as MP4 or MOV.',
      code: 'unsupported_media_type',
    });
  });
});
