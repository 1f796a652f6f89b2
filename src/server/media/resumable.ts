import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/**
 * Resumable uploads (tus, decision 052) as files on local disk: `DATA_DIR/tmp/resumable/<id>`
 * holds the bytes received so far, `<id>.json` what the client declared (written by
 * `@tus/file-store`). An upload's id names its owner (`u<user id>-<32 hex>`), so who may touch it
 * is known from the id alone. A finished upload is *adopted* by a form request (moved into that
 * request's spool folder, where it is checked exactly like a file that came in the form), then
 * removed when the request succeeded or put back when it failed, so the form can be sent again
 * without sending the file again.
 */

/** Where partial and finished uploads wait, on this machine's disk. */
export const resumableRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'resumable');

/** How long an upload may go untouched before the sweep removes it. */
export const RESUMABLE_MAX_IDLE_MS = 24 * 60 * 60_000;

/** At most this many uploads (unfinished, or finished and not yet used by a form) per user. */
export const MAX_OPEN_UPLOADS = 12;
/** At most this many declared bytes in those uploads per user: ten photos and a video. */
export const MAX_OPEN_UPLOAD_BYTES = 250 * 1024 * 1024;

const UPLOAD_ID = /^u(\d{1,10})-[0-9a-f]{32}$/;

export const newUploadId = (userId: number) => `u${userId}-${randomBytes(16).toString('hex')}`;

/** The user an upload id belongs to; undefined for anything that is not an upload id. */
export function uploadOwner(id: string): number | undefined {
  const match = UPLOAD_ID.exec(id);
  return match ? Number(match[1]) : undefined;
}

/** What the tus file store keeps beside an upload's bytes. */
interface UploadRecord {
  size?: number;
  metadata?: Record<string, string | null>;
}

async function readRecord(root: string, id: string): Promise<UploadRecord | undefined> {
  try {
    return JSON.parse(await readFile(path.join(root, `${id}.json`), 'utf8')) as UploadRecord;
  } catch {
    return undefined;
  }
}

/** The user's uploads on this disk: how many, and how many bytes they declared. */
export async function openUploadsOf(root: string, userId: number): Promise<{ count: number; bytes: number }> {
  const names = await readdir(root).catch(() => [] as string[]);
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter((id) => uploadOwner(id) === userId);
  let bytes = 0;
  for (const id of ids) bytes += (await readRecord(root, id))?.size ?? 0;
  return { count: ids.length, bytes };
}

/** A finished upload moved into a form's spool folder. */
export interface AdoptedUpload {
  id: string;
  /** Where its bytes are now. */
  path: string;
  filename: string;
  mimetype: string;
  bytes: number;
}

/**
 * Moves the viewer's finished upload `id` to `target` (a rename: a second request naming the same
 * upload finds nothing). Returns undefined when there is no such finished upload of this user:
 * another user's, an unknown or an unfinished one are the same to the caller.
 */
export async function adoptUpload(
  root: string,
  userId: number,
  id: string,
  target: string,
): Promise<AdoptedUpload | undefined> {
  if (uploadOwner(id) !== userId) return undefined;
  const record = await readRecord(root, id);
  const source = path.join(root, id);
  const info = await stat(source).catch(() => undefined);
  if (!record || !info || record.size === undefined || info.size !== record.size) return undefined;
  try {
    await rename(source, target);
  } catch {
    return undefined;
  }
  // Its record stays behind while the form is handled: fresh, so the sweep leaves it alone.
  const now = new Date();
  await utimes(path.join(root, `${id}.json`), now, now).catch(() => {});
  const name = record.metadata?.filename ?? record.metadata?.name ?? 'upload';
  return {
    id,
    path: target,
    filename: path.basename(name).slice(0, 200) || 'upload',
    mimetype: record.metadata?.filetype ?? record.metadata?.type ?? 'application/octet-stream',
    bytes: info.size,
  };
}

/**
 * After the form request: a used upload is gone for good (its record removed); one whose request
 * failed goes back where it was, finished, so the same form can be sent again.
 */
export async function settleUpload(root: string, upload: AdoptedUpload, used: boolean): Promise<void> {
  if (used) {
    await rm(path.join(root, `${upload.id}.json`), { force: true });
    await rm(upload.path, { force: true });
    return;
  }
  await rename(upload.path, path.join(root, upload.id)).catch(() => rm(upload.path, { force: true }));
}

/**
 * Removes uploads nobody touched for `maxIdleMs` (by the newer modification time of their bytes
 * and record, so an upload still receiving bytes is never abandoned): a phone that gave up, or a
 * finished upload no form used. Safe to run in several processes sharing the folder at once.
 * Returns the ids removed.
 */
export async function sweepAbandonedUploads(
  root: string,
  now: Date,
  maxIdleMs = RESUMABLE_MAX_IDLE_MS,
): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const ids = new Set(names.map((n) => (n.endsWith('.json') ? n.slice(0, -'.json'.length) : n)));
  const removed: string[] = [];
  for (const id of ids) {
    const files = [path.join(root, id), path.join(root, `${id}.json`)];
    const times = await Promise.all(
      files.map((f) =>
        stat(f).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    if (now.getTime() - Math.max(...times) < maxIdleMs) continue;
    await Promise.all(files.map((f) => rm(f, { force: true })));
    removed.push(id);
  }
  return removed;
}
