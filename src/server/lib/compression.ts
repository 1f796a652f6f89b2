import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheEntries } from './response-cache';
import { appendVary } from './vary';

const MIN_BYTES = 1024;

/**
 * Pages (the streams the general plugin compresses): brotli 5 instead of its default 4 makes a
 * first visit's HTML 1.5–2 kB (8 %) smaller for about 0.5 ms more CPU on a 160 kB page
 * (decision 060).
 */
export const PAGE_BROTLI_QUALITY = 5;
export const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } };

/** The best encoding the client accepts: brotli, else gzip, else none. */
function pick(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Compresses the API's JSON answers (already whole strings or Buffers) in one synchronous call.
 * The general compression plugin turns a string into a stream of small chunks first: ~6 ms of the
 * main thread for a 40 kB list page. The same call on libuv's thread pool cost 1.4–2.1 ms of CPU
 * for a 57 kB page (a new encoder and its memory each time, handed between threads) against
 * 0.3 ms here, on a machine whose two cores are both busy under load (decision 025). Streams
 * (pages, files) are left to the general plugin, which skips anything already encoded.
 *
 * Brotli at quality 1: a 58 kB list page becomes 10.7 kB in 0.11 ms, against 9.4 kB in 0.35 ms at
 * quality 4 — 1.3 kB more for a visitor whose page then loads some 20 photos, and a third of the
 * server's time per page back (decision 026). Still smaller than gzip at any level.
 */
export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || payload.length < MIN_BYTES)
      return payload;
    if (reply.getHeader('content-encoding')) return payload;
    // An answer from the response cache is compressed once per encoding, not once per request.
    return compressWhole(request, reply, payload, 1, cacheEntries.get(request)?.encoded);
  });
}

/**
 * Brotli's window, in bits: the smallest of at least 18 (256 kB) that holds the whole body, never
 * more than the default 22, so a page (80–140 kB) compresses to the same size as with the default.
 * The default sizes the encoder's buffers for 4 MB; with the server's allocator settings
 * (`scripts/start.sh`, decision 071) those blocks were mapped and unmapped on every call, and their
 * page faults cost 2–6 ms of a page's CPU, more than the compression itself.
 */
export function brotliWindow(bytes: number): number {
  return Math.min(22, Math.max(18, Math.ceil(Math.log2(bytes + 16))));
}

/** Brotli at `quality` over the whole body, the window sized to it. */
function brotli(body: string | Buffer, quality: number): Buffer {
  const bytes = Buffer.byteLength(body);
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes),
    },
  });
}

/**
 * `body` compressed in one synchronous call in the best encoding the client accepts (brotli at
 * `brotliQuality`, else gzip), with the headers that say so; `kept` holds encodings already made.
 * Also used for a kept page (web/page-cache.ts), a whole string the general plugin would cut
 * into a stream of small chunks first.
 */
export function compressWhole(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  brotliQuality: number,
  kept?: Map<string, Buffer>,
): string | Buffer {
  const encoding = pick(request.headers['accept-encoding']);
  appendVary(reply, 'accept-encoding');
  if (!encoding) return body;
  const encoded =
    kept?.get(encoding) ??
    (encoding === 'br' ? brotli(body, brotliQuality) : zlib.gzipSync(body, { level: 6 }));
  kept?.set(encoding, encoded);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoded;
}
