import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { listingSocialImage, productSocialImage } from './social-image-service';

/**
 * A day: a listing's cover photo can change, and link-preview caches (Telegram's, a CDN's) should
 * pick the new one up; the ETag makes a revalidation cheap.
 */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const FILE = /^(\d{1,9}|sefer)\.jpg$/;

/**
 * `GET /media/og/{id}.jpg`: the 1200×630 link-preview image of a published listing (its cover
 * photo, or the product image when it has none); `/media/og/sefer.jpg`: the product image.
 * Unknown and hidden listings answer 404. Registered beside `/media`, whose other files are
 * static: this path is more specific, so it wins.
 */
export async function socialImageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Params: { file: string } }>('/media/og/:file', { schema: { hide: true } }, async (req, reply) => {
    const match = FILE.exec(req.params.file);
    if (!match) throw notFound();
    const id = match[1] === 'sefer' ? null : Number(match[1]);
    if (id === 0) throw notFound('Property not found.');
    const image = id === null ? await productSocialImage(ctx.storage) : await listingSocialImage(ctx, id);
    reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', CACHE)
      .header('etag', image.etag)
      .header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
    const size = await ctx.storage.size(image.key);
    if (size !== undefined) reply.header('content-length', size);
    return reply.send(ctx.storage.read(image.key));
  });
}
