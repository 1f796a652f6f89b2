import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import type { S3Storage } from '../media/s3-storage';
import { filesUnder } from './manifest';

/**
 * Media in a bucket (MEDIA_STORAGE=s3) in a backup: the objects are copied into the archive's
 * `media/` as if they had been on disk, so one archive restores into either store (decision 045).
 * Meant for the installations a file backup suits (a few GB of media); past that, the bucket is
 * kept by the object store's own versioning or replication (README, scale path).
 */
export async function bucketOf(config: Config): Promise<S3Storage | undefined> {
  if (!config.s3) return undefined;
  // Loaded only with a bucket: the AWS SDK weighs on every process that imports it (decision 059).
  const { S3Storage } = await import('../media/s3-storage');
  return new S3Storage(config.s3);
}

/** Downloads every object into `dir`; returns their keys (paths relative to `dir`). */
export async function downloadBucket(storage: S3Storage, dir: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list('')) {
    const target = path.join(dir, ...object.key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(storage.read(object.key), createWriteStream(target));
    keys.push(object.key);
  }
  return keys.sort();
}

/**
 * Uploads every file under `dir` into the bucket under its relative path. Objects already there
 * stay (keys are never reused, so one with the same key is the same file): a restore into a
 * bucket adds, and the orphan sweep later removes what no restored row names.
 */
export async function uploadToBucket(storage: S3Storage, dir: string): Promise<number> {
  const files = await filesUnder(dir);
  for (const relative of files) await storage.put(relative, createReadStream(path.join(dir, relative)));
  return files.length;
}
