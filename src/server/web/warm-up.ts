import type { FastifyInstance } from 'fastify';

/**
 * A new process renders its first pages several times slower than later ones: V8 has compiled
 * none of the render path yet, and the first page fills what the process keeps in memory (the
 * listing and place indexes, the answer cache, the texts). In the bench's spike on a process just
 * started, the first ~128 pages arrived together and held the event loop for 0.6–0.8 s, liveness
 * checks included (decision 067). So before the process says it is ready for traffic, it renders
 * the home page once itself: where most visits and spikes land, and the dearest first render
 * (200–300 ms; it compiles what every page shares). Other pages are left to their first visitors
 * (~100–200 ms each the first time, one render per address at a time): rendering them too, before
 * or after readiness, added 0.5–0.8 s to every start, since readiness also says `busy` until the
 * event loop has caught up (decision 067, "Ready after the home page").
 *
 * The page is asked in-process, so never kept as a visitor's page (`pageKey`) nor shed by the
 * page gate, and as a phone's browser asks it (it streams, as a visitor's does). A page that fails
 * here is logged and the process is ready all the same: a visitor would have met the same failure.
 */
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) SeferWarmUp/1.0 Mobile';
const PAGE = '/';

/** Whether the process is still rendering its warm-up page (readiness says `warming`). */
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

/** The warm-up page's answer: its status and how long it took, in ms (also logged). */
export interface WarmedPage {
  url: string;
  status: number;
  ms: number;
}

/** Renders the home page once, readiness saying `warming` meanwhile. */
export async function warmUp(app: FastifyInstance): Promise<WarmedPage | undefined> {
  const state = app.warmUp;
  state.warming = true;
  const began = performance.now();
  try {
    const page = await app.inject({ method: 'GET', url: PAGE, headers: { 'user-agent': BROWSER } });
    const warmed = { url: PAGE, status: page.statusCode, ms: Math.round(performance.now() - began) };
    if (page.statusCode >= 500) app.log.warn(warmed, 'warm-up page failed');
    app.log.info({ warm_up_ms: warmed.ms, page: warmed }, 'pages warmed up');
    return warmed;
  } catch (err) {
    app.log.warn({ err }, 'the warm-up page could not be rendered');
    return undefined;
  } finally {
    state.warming = false;
  }
}
