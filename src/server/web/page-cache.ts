import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ServerBuild } from 'react-router';
import type { AppContext } from '../context';
import { isRouteData } from './route-data-etag';

/** A page as it was sent, to be sent again with a new nonce. */
export interface CachedPage {
  /** The response's headers but its cookies (none: such pages are not kept) and its policy. */
  headers: Array<[string, string]>;
  html: string;
  /** The script nonce written in `html`, replaced by each answer's own. */
  nonce: string;
  /** Paths of the API calls whose work a reused page must still do (counting a listing's view). */
  replays: string[];
}

/**
 * Bounds the characters kept (a page is ~50–130 k; Amharic ones take two bytes each): the
 * popular pages of the last seconds, not every page of a crawl.
 */
const MAX_SIZE = 16 * 1024 * 1024;

/**
 * Whole pages of visitors without a session, reused for a few seconds (decision 063): the same
 * address in the same variant (language, data saver, crawler; `pageVariant` in the web app) is
 * rendered once per `ttlMs` instead of once per visitor. Any change to listings (and to what
 * their pages show: places, ads, backgrounds, agents) empties it at once in this process, as it
 * empties the API's answer cache; other processes see it within `ttlMs`.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Counts the clears: a page rendered across one read what is no longer shown, and is not kept. */
  generation = 0;

  constructor(readonly ttlMs: number) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: MAX_SIZE,
      sizeCalculation: (page) => Math.max(1, page.html.length),
      ttl: ttlMs,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
  }
}

/** The page cache of this context, emptied whenever its listings change; undefined when off. */
export function pageCache(ctx: AppContext): PageCache | undefined {
  if (ctx.config.pageCacheMs <= 0) return undefined;
  const cache = new PageCache(ctx.config.pageCacheMs);
  ctx.reads.onChange.add(() => cache.clear());
  return cache;
}

type VariantOf = (request: Request) => string | null;

/**
 * The key a page request is kept under, or undefined when it may not be kept or reused: not a
 * GET of a document (a HEAD, route data for a navigation), or a request the web app says may
 * hold something of the visitor's own (`pageVariant` returns null).
 */
export function pageKey(build: ServerBuild, request: FastifyRequest, web: Request): string | undefined {
  if (request.method !== 'GET' || isRouteData(request)) return undefined;
  const variantOf = (build.entry.module as { pageVariant?: VariantOf }).pageVariant;
  const variant = variantOf?.(web);
  return variant === null || variant === undefined ? undefined : `${request.url}\n${variant}`;
}

/** Whether a rendered page may be kept: a whole page, the same for everybody. */
export function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** A rendered response's headers as a kept page carries them. */
export function keptHeaders(response: Response): Array<[string, string]> {
  return [...response.headers].filter(
    ([name]) => name !== 'set-cookie' && name !== 'content-security-policy',
  );
}
