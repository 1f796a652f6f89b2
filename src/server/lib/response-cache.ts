import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

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
  expires: number;
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
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(readonly ttlMs: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  set(key: string, payload: string | Buffer): Entry {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const entry: Entry = { body, expires: Date.now() + this.ttlMs, encoded: new Map() };
    this.entries.set(key, entry);
    this.bytes += body.length;
    // Oldest first (Map keeps insertion order).
    for (const [k, e] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.remove(k, e);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** What must be forgotten when listings change: the answer caches and derived read models. */
interface Forgettable {
  clear(): void;
}

const caches = new WeakMap<Database, Set<Forgettable>>();

function forgettables(database: Database): Set<Forgettable> {
  let set = caches.get(database);
  if (!set) {
    set = new Set();
    caches.set(database, set);
  }
  return set;
}

/** Calls `forget` whenever the public answers of `database` are emptied (listings changed). */
export function onResponsesInvalidated(database: Database, forget: () => void): void {
  forgettables(database).add({ clear: forget });
}

/** A new response cache for an API over `database`, emptied whenever its listings change. */
export function responseCache(database: Database, ttlMs: number): ResponseCache {
  const cache = new ResponseCache(ttlMs);
  forgettables(database).add(cache);
  return cache;
}

/** Empties the cached public answers after listings change. */
export function invalidateResponses(database: Database): void {
  for (const cache of caches.get(database) ?? []) cache.clear();
}

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.routeOptions.config.publicCache === true &&
  !request.headers.authorization;

/** The cache entry a request was answered from, or will fill (read by the compression hook). */
export const cacheEntries = new WeakMap<FastifyRequest, Entry>();

/**
 * Serves public GET routes marked `publicCache` from the cache (after validation, so a bad
 * query still gets its 400) and fills it with their 200 answers.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache) {
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
