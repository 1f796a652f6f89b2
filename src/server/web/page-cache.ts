import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isInjection } from 'light-my-request';
import { LRUCache } from 'lru-cache';
import type { ServerBuild } from 'react-router';
import type { AppContext } from '../context';
import { isRouteData } from './route-data-etag';

/** A page as it was rendered, to be sent again as it is to other visitors (decision 066). */
export interface CachedPage {
  /** The response's headers but its cookies (none: such pages are not kept) and its policy. */
  headers: Array<[string, string]>;
  /** The HTML without the render's nonce: its inline scripts run by their hashes. */
  html: string;
  /** `sha256-…` of each inline script of `html`, for the copies' Content-Security-Policy. */
  scriptHashes: string[];
  /** `html` compressed, per encoding, made by the first answer that asks for it. */
  encoded: Map<string, Buffer>;
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

  /** Addresses being rendered now, each until its render has been sent (or abandoned). */
  private readonly inFlight = new Map<string, Promise<void>>();

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Marks a render of `key` as under way; call what it returns once its answer has gone out.
   * Meanwhile other visitors of the same page wait for its copy (`rendered`) instead of rendering
   * it again: the first moments of a spike on one address (a new process, a copy just expired)
   * would otherwise render it once per render slot, back to back, holding the event loop.
   */
  rendering(key: string): () => void {
    if (this.inFlight.has(key)) return () => undefined;
    let finished: (() => void) | undefined;
    this.inFlight.set(key, new Promise<void>((resolve) => (finished = resolve)));
    return () => {
      this.inFlight.delete(key);
      finished?.();
    };
  }

  /**
   * Resolves once no render of `key` is under way (at once when none is), or after `withinMs`:
   * a render that never reports its end must not hold its page's visitors for longer.
   */
  async rendered(key: string, withinMs: number): Promise<void> {
    const pending = this.inFlight.get(key);
    if (!pending) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)))]);
    clearTimeout(timer);
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
 * GET of a document (a HEAD, route data for a navigation), the process's own warm-up (asked
 * in-process, decision 067: it leaves compiled code and filled indexes behind, no page), or a
 * request the web app says may hold something of the visitor's own (`pageVariant` returns null).
 */
export function pageKey(build: ServerBuild, request: FastifyRequest, web: Request): string | undefined {
  if (request.method !== 'GET' || isRouteData(request) || isInjection(request.raw)) return undefined;
  const variantOf = (build.entry.module as { pageVariant?: VariantOf }).pageVariant;
  const variant = variantOf?.(web);
  return variant === null || variant === undefined ? undefined : `${request.url}\n${variant}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Scripts that are data, never run (structured data for search engines): no hash needed. */
const DATA_SCRIPT = /\btype="application\/(?:ld\+)?json"/;

/**
 * A rendered page as its copies are sent (decision 066): the same bytes for every visitor, so
 * that they are compressed once, not once per answer. The nonce the render wrote goes (its own
 * answer has been sent; a copy's policy names none), and every inline script that may run is
 * allowed by the hash of its text instead. That includes the held-back module script of decision
 * 019 (`text/x-after-paint`), which the starter turns into a module script with the same text.
 */
export function keptCopy(html: string, nonce: string): Pick<CachedPage, 'html' | 'scriptHashes'> {
  const bare = html.replaceAll(` nonce="${nonce}"`, '');
  const hashes = new Set<string>();
  for (const [, attributes, text] of bare.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes!) || DATA_SCRIPT.test(attributes!)) continue;
    hashes.add(`sha256-${createHash('sha256').update(text!).digest('base64')}`);
  }
  return { html: bare, scriptHashes: [...hashes] };
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
