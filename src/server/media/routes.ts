import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Media keys are never reused (each upload gets a fresh random key), so caches may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /media/*`: uploaded images and videos from the local store, with byte ranges for video. */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  mkdirSync(ctx.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: ctx.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', IMMUTABLE);
      // Served with the type of its extension only; never sniffed into HTML by a browser.
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
