import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { images, mediaFiles } from '../db/schema';
import type { MediaStorage } from './storage';

/**
 * The orphan sweep: removes stored media files that no database row references.
 *
 * Uploads are stored *before* the transaction that writes their rows (decision 013), so a process
 * killed between the two, or a failed clean-up after a failed transaction, leaves files nobody
 * will ever serve. The sweep is built to never remove a file that is, or is about to be, used:
 * - it only looks at the folders whose files rows name (`images/`, `videos/`), and only at names
 *   of the shapes the server writes; anything else (link previews in `og/`, which are caches,
 *   and files an operator put there) is left alone;
 * - an image file is kept whenever an `images` row has its storage prefix, even if the row does
 *   not list that variant — the new photos of a change awaiting review (decision 028) have their
 *   rows without being in any public gallery, and are kept for that reason;
 * - a file younger than `minAgeMs` is kept: it may belong to a request whose transaction has not
 *   committed yet. Only a start that owns the data directory alone (embedded database, before
 *   listening) may pass 0;
 * - when most files look unused (more than 100 and more than a quarter of those checked), it
 *   removes nothing and says so: that is a server pointed at the wrong or an empty database
 *   (a mistyped DATABASE_URL), not the debris of interrupted uploads.
 */

/** How old an unreferenced file must be before a periodic sweep removes it. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
/** How often the server sweeps. */
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000;

const IMAGE_FILE = /^(images\/[0-9a-f]{2}\/[0-9a-f]+)-\d+\.(avif|webp|jpe?g|png)$/;
const VIDEO_FILE = /^videos\/[0-9a-f]{2}\/[0-9a-f]+\.[a-z0-9]+$/;
const BATCH = 500;

export interface SweepResult {
  /** Files looked at (in the swept folders). */
  checked: number;
  removed: string[];
  /** Unused files left in place because there were suspiciously many (see above). */
  refused?: number;
}

const MAX_ORPHANS = 100;

export async function sweepOrphanMedia(
  db: Db,
  storage: MediaStorage,
  options: { minAgeMs: number; now?: number },
): Promise<SweepResult> {
  // With no minimum age every file counts: one written this very millisecond can carry an mtime a
  // fraction past the clock.
  const cutoff =
    options.minAgeMs > 0 ? (options.now ?? Date.now()) - options.minAgeMs : Number.POSITIVE_INFINITY;
  const result: SweepResult = { checked: 0, removed: [] };

  // Files are listed before rows are read: a row committed after the read belongs to a file
  // younger than the cutoff (unless minAgeMs is 0, which only an exclusive start uses).
  const imageFiles = new Map<string, string[]>();
  for await (const object of storage.list('images/')) {
    result.checked++;
    const prefix = IMAGE_FILE.exec(object.key)?.[1];
    if (!prefix || object.modifiedAt > cutoff) continue;
    imageFiles.set(prefix, [...(imageFiles.get(prefix) ?? []), object.key]);
  }
  const videoFiles: string[] = [];
  for await (const object of storage.list('videos/')) {
    result.checked++;
    if (VIDEO_FILE.test(object.key) && object.modifiedAt <= cutoff) videoFiles.push(object.key);
  }

  const orphans: string[] = [];
  for (const prefixes of chunks([...imageFiles.keys()])) {
    const rows = await db
      .select({ key: images.storageKey })
      .from(images)
      .where(inArray(images.storageKey, prefixes));
    const used = new Set(rows.map((r) => r.key));
    for (const prefix of prefixes) if (!used.has(prefix)) orphans.push(...imageFiles.get(prefix)!);
  }
  for (const keys of chunks(videoFiles)) {
    const rows = await db
      .select({ key: mediaFiles.key })
      .from(mediaFiles)
      .where(inArray(mediaFiles.key, keys));
    const used = new Set(rows.map((r) => r.key));
    for (const key of keys) if (!used.has(key)) orphans.push(key);
  }

  if (orphans.length > MAX_ORPHANS && orphans.length > result.checked / 4) {
    result.refused = orphans.length;
    return result;
  }
  for (const key of orphans) {
    await storage.delete(key);
    result.removed.push(key);
  }
  return result;
}

/**
 * Sweeps every `intervalMs` in the background (timers do not keep the process alive). Returns
 * a function that stops the timer and waits for a sweep in progress.
 */
export function scheduleOrphanSweeps(
  db: Db,
  storage: MediaStorage,
  log: FastifyBaseLogger,
  intervalMs = ORPHAN_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A sweep of a very large media folder may outlast the interval: never run two at once.
    if (running) return;
    running = sweepOrphanMedia(db, storage, { minAgeMs: ORPHAN_MIN_AGE_MS })
      .then((r) => logSweep(log, r))
      .catch((err) => log.warn({ err }, 'the media orphan sweep failed; it runs again later'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Logs what a sweep did, if anything. */
export function logSweep(log: FastifyBaseLogger, result: SweepResult): void {
  if (result.refused)
    log.error(
      { unused: result.refused, checked: result.checked },
      'most media files are not used by any row: is this the right database? Nothing was removed',
    );
  else if (result.removed.length)
    log.warn({ removed: result.removed.length }, 'removed media files no row uses (interrupted uploads)');
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}
