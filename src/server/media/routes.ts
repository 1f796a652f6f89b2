import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../lib/errors';
import { contentTypeOf, IMMUTABLE, isSafeKey, statusOf } from './media-keys';
import type { S3Storage } from './s3-storage';
import { LocalStorage } from './storage';

/** Served with the type of its extension only; never sniffed into HTML by a browser. */
function guard(reply: { header(name: string, value: string): unknown }) {
  reply.header('cache-control', IMMUTABLE);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
}

/**
 * `GET /media/*`: uploaded images and videos, with byte ranges for video: from DATA_DIR/media,
 * or streamed from the bucket (MEDIA_STORAGE=s3) — which also serves browsers that still hold
 * `/media` addresses after S3_PUBLIC_URL was set.
 */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const storage = ctx.storage;
  if (storage.kind === 'bucket') return bucketRoutes(app, storage as S3Storage);
  const root = storage instanceof LocalStorage ? storage.root : ctx.config.mediaDir;
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders: (res) => guard({ header: (name, value) => res.setHeader(name, value) }),
  });
}

function bucketRoutes(app: FastifyInstance, storage: S3Storage) {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!isSafeKey(key)) throw notFound();
    const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    const ifNoneMatch = req.headers['if-none-match'];
    try {
      const object = await storage.open(key, { range, ifNoneMatch });
      guard(reply);
      reply.header('content-type', contentTypeOf(key)).header('accept-ranges', 'bytes');
      if (object.etag) reply.header('etag', object.etag);
      if (object.length !== undefined) reply.header('content-length', object.length);
      if (object.contentRange) reply.status(206).header('content-range', object.contentRange);
      return reply.send(object.body);
    } catch (error) {
      return answerFailure(reply, error, key);
    }
  });
}

function answerFailure(reply: FastifyReply, error: unknown, key: string) {
  const status = statusOf(error);
  if (status === 304) {
    guard(reply);
    return reply.status(304).send();
  }
  if (status === 404 || status === 403) throw notFound();
  if (status === 416) return reply.status(416).header('content-range', 'bytes */*').send();
  reply.log.error({ err: error, key }, 'could not read a media file from the bucket');
  throw error;
}
