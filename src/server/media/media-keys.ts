/**
 * What the `/media` route and the bucket store share about media keys, without the AWS SDK: a
 * server keeping its media on disk never loads it (decision 059).
 */

/** Media keys are never reused (each upload gets a fresh random key): caches may keep them forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The types media are stored and served with, by extension: never what an uploader claimed. */
const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The keys the server writes: folders and names of letters, digits, `-`, `_` and `.`, never `..`. */
const SAFE_KEY = /^[a-z0-9][\w.-]*(\/[\w-][\w.-]*)*$/i;
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** The HTTP status of an S3 error (404 for a missing key, 304, 416…), if it has one. */
export function statusOf(error: unknown): number | undefined {
  // Read from the error's shape, not `instanceof S3ServiceException`: this module must not load the
  // AWS SDK in a server that keeps its media on disk.
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}
