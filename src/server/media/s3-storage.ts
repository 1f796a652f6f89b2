import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { contentTypeOf, IMMUTABLE, isSafeKey, statusOf } from './media-keys';
import type { MediaStorage, StoredObject } from './storage';

/** Streams above this size go up in parts (S3 takes at most 5 GB in one PUT; parts retry alone). */
const PART_BYTES = 8 * 1024 * 1024;

/** One object opened for the `/media` route. */
export interface OpenedObject {
  body: Readable;
  /** The bytes sent (of the range when one was asked for). */
  length?: number;
  /** `bytes a-b/total` when a range was served. */
  contentRange?: string;
  etag?: string;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), decision 045.
 * Objects are written whole (a PUT, or a multipart upload completed only at the end), so readers
 * never see a partial object, as on disk. Browsers fetch them from S3_PUBLIC_URL (a CDN or the
 * bucket's public address) when set, else from the API's `/media`, which streams from the bucket.
 */
export class S3Storage implements MediaStorage {
  readonly kind = 'bucket';
  readonly client: S3Client;
  readonly bucket: string;
  private readonly baseUrl: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.baseUrl = config.publicUrl ?? '/media';
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other S3-compatible servers are addressed by path (`endpoint/bucket/key`): their buckets
      // rarely have DNS names of their own.
      forcePathStyle: Boolean(config.endpoint),
      credentials: config.credentials,
      // Checksums only where S3 requires them: several compatible servers refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 4,
    });
  }

  async put(key: string, body: Buffer | Readable): Promise<{ bytes: number }> {
    this.check(key);
    const params = {
      Bucket: this.bucket,
      Key: key,
      ContentType: contentTypeOf(key),
      CacheControl: IMMUTABLE,
    };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      return { bytes: body.length };
    }
    let bytes = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
    );
    body.once('error', (error) => counted.destroy(error));
    // A failed multipart upload is aborted (its parts removed) by the library itself.
    await new Upload({
      client: this.client,
      params: { ...params, Body: counted },
      partSize: PART_BYTES,
    }).done();
    return { bytes };
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    // S3 answers a delete of a missing key with success, as the interface wants.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  read(key: string): Readable {
    const out = new PassThrough();
    this.open(key)
      .then((opened) => pipeline(opened.body, out))
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  /** Opens an object, or a byte range of it; throws `NotModified` when `ifNoneMatch` matches. */
  async open(key: string, options: { range?: string; ifNoneMatch?: string } = {}): Promise<OpenedObject> {
    this.check(key);
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: options.range,
        IfNoneMatch: options.ifNoneMatch,
      }),
    );
    return {
      body: answer.Body as Readable,
      length: answer.ContentLength,
      contentRange: answer.ContentRange,
      etag: answer.ETag,
    };
  }

  async size(key: string): Promise<number | undefined> {
    this.check(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  url(key: string): string {
    return `${this.baseUrl}/${key}`;
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private check(key: string): void {
    // Keys are generated by the server, but one must never reach outside its folders.
    if (!isSafeKey(key)) throw new Error(`Invalid media key: ${key}`);
  }
}
