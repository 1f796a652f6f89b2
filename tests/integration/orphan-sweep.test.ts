import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { mediaFiles } from '../../src/server/db/schema';
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from '../../src/server/media/orphans';
import type { LocalStorage } from '../../src/server/media/storage';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { filesUnder } from '../support/uploads';

const HOUR = 60 * 60_000;
const hex = (n: number) => n.toString(16).padStart(24, '0');

describeWithDb('The media orphan sweep', (env) => {
  const root = () => env().ctx.config.mediaDir;
  const present = () => new Set(filesUnder(root()));

  /** Writes a media file, `ageMs` old. */
  function file(key: string, ageMs = 2 * HOUR) {
    const full = path.join(root(), key);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, key);
    const when = new Date(Date.now() - ageMs);
    utimesSync(full, when, when);
    return key;
  }
  const sweep = (minAgeMs = ORPHAN_MIN_AGE_MS) =>
    sweepOrphanMedia(env().ctx.database.db, env().ctx.storage, { minAgeMs });

  it('removes old files no row uses and keeps everything else', async () => {
    const f = factories(env().ctx);
    // Used: both variants of an image row, one more variant under the same prefix, a video.
    const used = await f.image({ storageKey: `images/aa/${hex(1)}` });
    const usedFiles = used.variants.map((v) => file(v.key));
    const unlisted = file(`images/aa/${hex(1)}-2048.webp`);
    const [video] = await env()
      .ctx.database.db.insert(mediaFiles)
      .values({ key: `videos/bb/${hex(2)}.mp4`, contentType: 'video/mp4', bytes: 10 })
      .returning();
    const usedVideo = file(video!.key);
    // Not used: an old photo and video of an interrupted upload; a young one (a request may be
    // about to commit its row); files the sweep does not own.
    const orphanPhoto = [file(`images/cc/${hex(3)}-320.avif`), file(`images/cc/${hex(3)}-320.webp`)];
    const orphanVideo = file(`videos/dd/${hex(4)}.webm`);
    const young = file(`images/ee/${hex(5)}-320.avif`, 60_000);
    const foreign = [file('images/notes.txt'), file('og/v1/12-34.jpg'), file('backup.tar.gz')];

    const result = await sweep();
    expect(result.removed.sort()).toEqual([...orphanPhoto, orphanVideo].sort());
    const left = present();
    for (const key of [...usedFiles, unlisted, usedVideo, young, ...foreign])
      expect(left.has(key)).toBe(true);
    for (const key of result.removed) expect(left.has(key)).toBe(false);

    // A start that owns DATA_DIR alone takes the young one too.
    expect((await sweep(0)).removed).toEqual([young]);
  });

  it('removes nothing when most files look unused (the wrong database)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => file(`images/ff/${hex(1000 + i)}-320.avif`));
    const result = await sweep();
    expect(result.refused).toBe(120);
    expect(result.removed).toEqual([]);
    const left = present();
    for (const key of many) expect(left.has(key)).toBe(true);
  });

  it('spares partial writes of other processes unless told they are all gone', async () => {
    const tmp = path.join(root(), '.tmp');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'recent.part'), 'x');
    writeFileSync(path.join(tmp, 'old.part'), 'x');
    const old = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(path.join(tmp, 'old.part'), old, old);
    const storage = env().ctx.storage as LocalStorage;
    expect(await storage.cleanTemporaryFiles(86_400_000)).toBe(1);
    expect(filesUnder(tmp)).toEqual(['recent.part']);
    expect(await storage.cleanTemporaryFiles(0)).toBe(1);
    expect(filesUnder(tmp)).toEqual([]);
  });
});
