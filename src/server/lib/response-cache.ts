import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInjection } from 'light-my-request';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route are public and may be reused for everybody for a few seconds. */
    publicCache?: boolean;
    /** Work a cached answer must not skip (counting a view). */
    onCacheHit?: (request: FastifyRequest) => void;
  }
}

interface Entry {
  /** UTF-8 JSON, outside the JavaScript heap (the collector would copy a string again and again). */
  body: Buffer;
  /** The same body compressed, filled by the compression hook on first use. */
  encoded: Map<string, Buffer>;
}

const MAX_BYTES = 32 * 1024 * 1024;

/**
 * A short-lived cache of public API answers (listing pages, listing details, similar listings),
 * shared by every visitor of this process. Popular pages (the default list, a sub-city, a listing
 * shared on Telegram) are asked for again and again within seconds; answering them from memory
 * costs a fraction of a millisecond instead of several database round trips. A visitor may see a
 * change a few seconds late; a signed-in request (it carries a token) never uses the cache, and
 * any change to listings empties it at once in the process that made it. Bounded by bytes.
 */
export class ResponseCache {
  // lru-cache bounds the bytes and the age; the least recently answered entries go first.
  private readonly entries: LRUCache<string, Entry>;

  constructor(readonly ttlMs: number) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      ttl: Math.max(0, ttlMs),
    });
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, payload: string | Buffer): Entry {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const entry: Entry = { body, encoded: new Map() };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A new response cache for an API of this context, emptied whenever its listings change. */
export function responseCache(ctx: AppContext, ttlMs: number): ResponseCache {
  const cache = new ResponseCache(ttlMs);
  ctx.reads.onChange.add(() => cache.clear());
  return cache;
}

/** Empties the cached public answers (and tells the listing index) after listings change. */
export function invalidateResponses(ctx: AppContext): void {
  for (const forget of ctx.reads.onChange) forget();
}

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.routeOptions.config.publicCache === true &&
  !request.headers.authorization;

/** Marks an in-process answer whose route has work to do each time it is given (see below). */
export const REPLAY_HEADER = 'x-page-replay';

/** The cache entry a request was answered from, or will fill (read by the compression hook). */
export const cacheEntries = new WeakMap<FastifyRequest, Entry>();

/**
 * Serves public GET routes marked `publicCache` from the cache (after validation, so a bad
 * query still gets its 400) and fills it with their 200 answers.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache) {
  // A page rendering in this process learns that this answer has work to do each time it is given
  // (its route's `onCacheHit`), so that a reused copy of the page asks for it again
  // (web/page-cache.ts). Only in-process: visitors never see the header. Cache on or off.
  // A callback hook, not an async one: it runs on every API answer and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.onCacheHit && isInjection(request.raw)) reply.header(REPLAY_HEADER, '1');
    done(null, payload);
  });
  if (cache.ttlMs <= 0) return;
  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = cache.get(request.url);
    if (!entry) return;
    request.routeOptions.config.onCacheHit?.(request);
    cacheEntries.set(request, entry);
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    return reply.send(entry.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || cacheEntries.has(request)) return payload;
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    const entry = cache.set(request.url, payload);
    cacheEntries.set(request, entry);
    reply.header('x-cache', 'miss');
    return entry.body;
  });
}
