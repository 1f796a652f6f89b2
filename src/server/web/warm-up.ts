import type { FastifyInstance } from 'fastify';

/**
 * A new process renders its first pages several times slower than later ones: V8 has compiled
 * none of the render path yet, and the first page fills what the process keeps in memory (the
 * listing and place indexes, the answer cache, the texts). In the bench's spike on a process just
 * started, the first ~128 pages arrived together and held the event loop for 0.6–0.8 s, liveness
 * checks included (decision 067). So before the process says it is ready for traffic, it renders
 * the home page once itself: where most visits and spikes land, and the dearest first render
 * (200–300 ms; it compiles what every page shares). A list, the map and a listing follow at once,
 * while the process already takes traffic: each of them costs ~100–200 ms the first time, which a
 * balancer's wait for readiness would add to every start (the start-up ≤ 3 s).
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

/** Rendered before the process is ready. */
const BEFORE_READY = '/';
/** Rendered right after, as a visitor's browser asks them (then the first listing). */
const AFTER_READY = ['/properties', '/map'];

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

export interface WarmUp {
  /** Settles once the process is ready for traffic: the home page rendered (or failed). */
  ready: Promise<void>;
  /** Settles once every page is rendered, with each page's answer (also logged). */
  done: Promise<WarmedPages>;
}

/** Renders the home page, readiness saying `warming` meanwhile, then the other public pages once. */
export function warmUp(app: FastifyInstance): WarmUp {
  const state = app.warmUp;
  const started = performance.now();
  /** Each page's time, for the log: the first is the dearest (what the warm-up spares visitors). */
  const pages: WarmedPages = {};
  const render = async (url: string, userAgent: string) => {
    const began = performance.now();
    const page = await app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
    pages[url] = { status: page.statusCode, ms: Math.round(performance.now() - began) };
    if (page.statusCode >= 500) app.log.warn({ url, status: page.statusCode }, 'warm-up page failed');
  };
  const failed = (err: unknown) => app.log.warn({ err }, 'the warm-up pages could not be rendered');

  state.warming = true;
  const ready = render(BEFORE_READY, BROWSER)
    .catch(failed)
    .finally(() => {
      state.warming = false;
    });
  const done = ready.then(async () => {
    const readyMs = Math.round(performance.now() - started);
    try {
      for (const url of AFTER_READY) await render(url, BROWSER);
      const listing = await firstListing(app);
      if (listing !== undefined) await render(`/properties/${listing}`, CRAWLER);
    } catch (err) {
      failed(err);
    }
    app.log.info(
      { warm_up_ms: Math.round(performance.now() - started), ready_after_ms: readyMs, pages },
      'pages warmed up',
    );
    return pages;
  });
  return { ready, done };
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
