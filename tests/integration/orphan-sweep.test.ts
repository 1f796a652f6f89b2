import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { mediaFiles } from '../../src/server/db/schema';
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from '../../src/server/media/orphans';
import type { LocalStorage, MediaStorage } from '../../src/server/media/storage';
import { describeWithMedia } from '../support/db';
import { factories } from '../support/factories';
import { storedKeys } from '../support/media';
import { filesUnder } from '../support/uploads';

const HOUR = 60 * 60_000;
const hex = (n: number) => n.toString(16).padStart(24, '0');

/**
 * The store as the sweep sees it, with each object as old as the test made it. A file's time is
 * set on disk; an object's time in a bucket cannot be, so its listing is shifted by the same age.
 */
function aged(storage: MediaStorage, ages: Map<string, number>): MediaStorage {
  return Object.assign(Object.create(storage) as MediaStorage, {
    async *list(prefix: string) {
      for await (const object of storage.list(prefix))
        yield { ...object, modifiedAt: object.modifiedAt - (ages.get(object.key) ?? 0) };
    },
  });
}

describeWithMedia('The media orphan sweep', (env, run) => {
  const root = () => env().ctx.config.mediaDir;
  const present = async () => new Set(await storedKeys(env().ctx));
  const ages = new Map<string, number>();

  /** Stores a media file, `ageMs` old. */
  async function file(key: string, ageMs = 2 * HOUR) {
    await env().ctx.storage.put(key, Buffer.from(key));
    if (run.media === 's3') ages.set(key, ageMs);
    else {
      const when = new Date(Date.now() - ageMs);
      utimesSync(path.join(root(), key), when, when);
    }
    return key;
  }
  const sweep = (minAgeMs = ORPHAN_MIN_AGE_MS) =>
    sweepOrphanMedia(env().ctx.database.db, aged(env().ctx.storage, ages), { minAgeMs });

  it('removes old files no row uses and keeps everything else', async () => {
    const f = factories(env().ctx);
    // Used: both variants of an image row, one more variant under the same prefix, a video.
    const used = await f.image({ storageKey: `images/aa/${hex(1)}` });
    const usedFiles = await Promise.all(used.variants.map((v) => file(v.key)));
    const unlisted = await file(`images/aa/${hex(1)}-2048.webp`);
    const [video] = await env()
      .ctx.database.db.insert(mediaFiles)
      .values({ key: `videos/bb/${hex(2)}.mp4`, contentType: 'video/mp4', bytes: 10 })
      .returning();
    const usedVideo = await file(video!.key);
    // Not used: an old photo and video of an interrupted upload; a young one (a request may be
    // about to commit its row); files the sweep does not own.
    const orphanPhoto = [
      await file(`images/cc/${hex(3)}-320.avif`),
      await file(`images/cc/${hex(3)}-320.webp`),
    ];
    const orphanVideo = await file(`videos/dd/${hex(4)}.webm`);
    const young = await file(`images/ee/${hex(5)}-320.avif`, 60_000);
    const foreign = [
      await file('images/notes.txt'),
      await file('og/v1/12-34.jpg'),
      await file('backup.tar.gz'),
    ];

    const result = await sweep();
    expect(result.removed.sort()).toEqual([...orphanPhoto, orphanVideo].sort());
    const left = await present();
    for (const key of [...usedFiles, unlisted, usedVideo, young, ...foreign])
      expect(left.has(key)).toBe(true);
    for (const key of result.removed) expect(left.has(key)).toBe(false);

    // A start that owns DATA_DIR alone takes the young one too.
    expect((await sweep(0)).removed).toEqual([young]);
  });

  it('removes nothing when most files look unused (the wrong database)', async () => {
    const many: string[] = [];
    for (let i = 0; i < 120; i++) many.push(await file(`images/ff/${hex(1000 + i)}-320.avif`));
    const result = await sweep();
    expect(result.refused).toBe(120);
    expect(result.removed).toEqual([]);
    const left = await present();
    for (const key of many) expect(left.has(key)).toBe(true);
  });

  // Partial writes exist on disk only: an object in a bucket appears whole or not at all.
  if (run.media === 'local')
    it('spares partial writes of other processes unless told they are all gone', async () => {
      const tmp = path.join(root(), '.tmp');
      mkdirSync(tmp, { recursive: true });
      writeFileSync(path.join(tmp, 'recent.part'), 'x');
      writeFileSync(path.join(tmp, 'old.part'), 'x');
      const old = new Date(Date.now() - 2 * 86_400_000);
      utimesSync(path.join(tmp, 'old.part'), old, old);
      const storage = env().ctx.storage as LocalStorage;
      // Not media: the sweep and every listing of the store pass them by.
      expect(await storedKeys(env().ctx)).not.toContain('.tmp/old.part');
      expect(await storage.cleanTemporaryFiles(86_400_000)).toBe(1);
      expect(filesUnder(tmp)).toEqual(['recent.part']);
      expect(await storage.cleanTemporaryFiles(0)).toBe(1);
      expect(filesUnder(tmp)).toEqual([]);
    });
});
