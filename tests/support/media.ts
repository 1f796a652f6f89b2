import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { AppContext } from '../../src/server/context';

/** What the helpers read: a context's store. */
type Stores = Pick<AppContext, 'storage'>;

/**
 * Media tests run against both stores the server offers (decision 045): DATA_DIR/media on disk
 * and an S3 bucket, served here by s3rver, a real S3-protocol server on a local port. Tests look
 * at stored media only through `ctx.storage`, so one test reads the same in both.
 */
export type MediaKind = 'local' | 's3';

export interface LocalS3 {
  /** The environment that points the server at the bucket. */
  env: Record<string, string>;
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts an S3 server on a free local port with an empty bucket `media`. */
export async function startS3(bucket = 'media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'sefer-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The storage key of a media URL as the API gives it (`/media/<key>` or S3_PUBLIC_URL/<key>). */
export function keyOf(ctx: Stores, urlOrKey: string): string {
  const base = ctx.storage.url('');
  if (urlOrKey.startsWith(base)) return urlOrKey.slice(base.length);
  return urlOrKey.replace(/^\/media\//, '');
}

/** Every stored key under `prefix`, sorted. */
export async function storedKeys(ctx: Stores, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of ctx.storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

export async function isStored(ctx: Stores, urlOrKey: string): Promise<boolean> {
  return (await ctx.storage.size(keyOf(ctx, urlOrKey))) !== undefined;
}

export async function readStored(ctx: Stores, urlOrKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.read(keyOf(ctx, urlOrKey))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
