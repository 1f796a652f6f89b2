import type { FastifyInstance } from 'fastify';

/**
 * A new process renders its first pages several times slower than later ones: V8 has compiled
 * none of the render path yet, and the first page fills what the process keeps in memory (the
 * listing and place indexes, the answer cache, the texts). In the bench's spike on a process just
 * started, the first ~128 pages arrived together and held the event loop for 0.6–0.8 s, liveness
 * checks included (decision 067). So before the process says it is ready for traffic, it renders
 * its public pages once itself: the home page, a list, a listing and the map.
 *
 * The pages are asked in-process, so never kept as a visitor's page (`pageKey`) nor shed by the
 * page gate. Home, the list and the map are asked as a phone's browser would (they stream, as a
 * visitor's do); a listing by a crawler's name, so that its view is not counted (a crawler's page
 * is rendered whole before it is sent; ad impressions are counted by the browser, never here).
 * A page that fails here is logged and the process is ready all the same: a visitor would have
 * met the same failure.
 */
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) SeferWarmUp/1.0 Mobile';
const CRAWLER = 'SeferWarmUp/1.0 (bot; the server rendering its own pages at start)';

/** Home, a list, the map: as a visitor's browser asks them. */
const PAGES = ['/', '/properties', '/map'];

/** Whether the process is still rendering its warm-up pages (readiness says `warming`). */
export interface WarmUpState {
  warming: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    warmUp: WarmUpState;
  }
}

/** Readiness reads it; only `warmUp` (run by `main.ts` once listening) sets it. */
export function registerWarmUpState(app: FastifyInstance) {
  app.decorate('warmUp', { warming: false } satisfies WarmUpState);
}

/** A warm-up page's answer: its status and how long it took, in ms. */
export type WarmedPages = Record<string, { status: number; ms: number }>;

/** Renders the public pages once; readiness says `warming` meanwhile. */
export async function warmUp(app: FastifyInstance): Promise<WarmedPages> {
  const state = app.warmUp;
  state.warming = true;
  const started = performance.now();
  /** Each page's time, for the log: the first is the dearest (what the warm-up spares visitors). */
  const pages: WarmedPages = {};
  try {
    const listing = await firstListing(app);
    const asked: Array<[string, string]> = PAGES.map((url) => [url, BROWSER]);
    if (listing !== undefined) asked.push([`/properties/${listing}`, CRAWLER]);
    for (const [url, userAgent] of asked) {
      const began = performance.now();
      const page = await app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
      pages[url] = { status: page.statusCode, ms: Math.round(performance.now() - began) };
      if (page.statusCode >= 500) app.log.warn({ url, status: page.statusCode }, 'warm-up page failed');
    }
  } catch (err) {
    app.log.warn({ err }, 'the warm-up pages could not be rendered');
  } finally {
    state.warming = false;
  }
  app.log.info({ warm_up_ms: Math.round(performance.now() - started), pages }, 'pages warmed up');
  return pages;
}

async function firstListing(app: FastifyInstance): Promise<number | undefined> {
  const list = await app.inject({
    method: 'GET',
    url: '/api/properties/properties/?page_size=1',
    headers: { 'user-agent': CRAWLER },
  });
  if (list.statusCode !== 200) return undefined;
  return (list.json() as { results: Array<{ id: number }> }).results[0]?.id;
}
