import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextRound } from 'node:timers/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isInjection } from 'light-my-request';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppContext } from '../context';
import { compressWhole, PAGE_BROTLI_QUALITY } from '../lib/compression';
import { AppError } from '../lib/errors';
import { clientGone, sendBusyPage } from '../lib/overload';
import { createNonce, pageSecurityPolicy } from '../lib/security-headers';
import { WEB_BUILD_DIR } from '../paths';
import { createLoadContext, inProcessApi } from './load-context';
import { type CachedPage, keepable, keptCopy, keptHeaders, pageCache, pageKey } from './page-cache';
import { copyResponseHead, sendWebResponse, toWebRequest } from './request';
import { isRouteData, sendRouteData } from './route-data-etag';
import { matchedHandles } from './route-handles';

/** A client that has gone gets nothing: Fastify is told not to answer, the socket is closed. */
function abandon(reply: FastifyReply) {
  reply.hijack();
  reply.raw.destroy();
  return reply;
}

/** The longest a visitor waits for another's render of the same page before rendering it too. */
const RENDER_WAIT_MS = 2000;

/** What the build stores compressed as well (scripts/build.mjs), and those copies. */
const PRECOMPRESSED = /\.(?:js|css|svg|json|txt)(?:\.br|\.gz)?$/;

export interface WebOptions {
  ctx: AppContext;
  /** development: Vite compiles on request with hot reload; production: the built app. */
  mode: 'development' | 'production';
}

/**
 * Mounts the React Router app on every path the API and media do not own: the server renders the
 * page, then the browser hydrates it. Built assets are content-hashed and cached for a year.
 */
export const webPlugin = fp(async (app: FastifyInstance, { ctx, mode }: WebOptions) => {
  let getBuild: () => Promise<ServerBuild>;
  if (mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const build = (await import(path.join(WEB_BUILD_DIR, 'server', 'index.js'))) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(WEB_BUILD_DIR, 'client'),
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
      // The build writes .br and .gz next to each script and style (scripts/build.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // Caches in between must keep the brotli, gzip and plain copies apart.
        if (PRECOMPRESSED.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const handler = async () => {
    const build = await getBuild();
    return { build, handle: createRequestHandler(build, mode) };
  };
  const prodHandler = mode === 'production' ? await handler() : undefined;
  // Development renders every page: what is edited shows at once.
  const pages = prodHandler ? pageCache(ctx) : undefined;

  // Pages are read, never written: no route has an action (every form sends to the API). A write
  // to a page path is refused before its body is read, whatever its type or length, in the API's
  // shape, so neither the body parser nor React Router ever sees it.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    schema: { hide: true },
    onRequest: async (request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new AppError('method_not_allowed', `Method "${request.method}" not allowed.`);
    },
    handler: async () => {
      throw new Error('unreachable: refused in onRequest');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // Admission (decision 049): a fast 503 when renders are backed up, nothing for a client
      // that has gone while it waited; the slot is held until the whole page has been sent.
      // `enter` counts the page as it arrives (synchronously, in the socket's own callback), and
      // the render begins in a later round of the event loop: with the embedded database a whole
      // render can finish in one round's microtasks, so without the yield every page read in one
      // poll would render back to back, unseen by the gate, and hold the loop (health checks
      // included) for all of them.
      // A page asked in-process is the process's own warm-up (web/warm-up.ts: one page at a time,
      // before it is ready), never a visitor's: it is not shed, even as its renders slow the loop.
      if (isInjection(request.raw)) return serve(request, reply);
      const gate = app.renderGate;
      const admitted = await gate.enter(() => clientGone(request));
      if (admitted === 'go') await nextRound();
      if (admitted === 'gone') return abandon(reply);
      if (admitted === 'busy') return sendBusyPage(reply);
      let held = true;
      const release = () => {
        if (held) gate.leave();
        held = false;
      };
      reply.raw.once('close', release);
      // Gone between the slot and here: its 'close' may have fired already.
      if (clientGone(request)) {
        release();
        gate.counters.abandoned++;
        return abandon(reply);
      }
      try {
        // A kept page passes the same gate: a spike of copies, each a compression, can hold the
        // event loop too, and the line is what bounds every page's wait.
        return await serve(request, reply);
      } catch (error) {
        release();
        throw error;
      }
    },
  });

  /** The page: a kept copy when there is one for this address and variant, else rendered. */
  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const web = toWebRequest(request, reply);
    const key = pages && prodHandler ? pageKey(prodHandler.build, request, web) : undefined;
    if (!pages || key === undefined) return render(request, reply, web);
    // Another visitor's render of this page is under way: its copy, once it has gone out.
    if (!pages.get(key)) await pages.rendered(key, RENDER_WAIT_MS);
    const kept = pages.get(key);
    if (kept) return sendKept(request, reply, kept);
    // Ended once the answer has gone out or its client has left ('close'), or at once when that
    // was already so (a 'close' that has passed never comes again: the page's later visitors
    // would wait for good); a round later, so that the page is kept (on 'finish') first.
    const rendered = pages.rendering(key);
    const ended = () => setImmediate(rendered);
    if (reply.raw.closed) ended();
    else reply.raw.once('close', ended);
    return render(request, reply, web, key);
  }

  async function render(request: FastifyRequest, reply: FastifyReply, web: Request, key?: string) {
    const { build, handle } = prodHandler ?? (await handler());
    const nonce = createNonce();
    // Development pages carry Vite's inline hot-reload scripts: only framing is refused there.
    reply.header(
      'content-security-policy',
      mode === 'production' ? pageSecurityPolicy(ctx.config, { nonce }) : "frame-ancestors 'none'",
    );
    const handles = matchedHandles(build, request.url);
    const loadContext = createLoadContext(app, ctx, request, nonce, handles);
    loadContext.page.keep = key !== undefined;
    // A change to listings while this page renders makes what it read stale: it is not kept then.
    const generation = pages?.generation;
    const response = await handle(web, loadContext);
    // Answered meanwhile by the request's deadline (a 503), or the client has gone.
    if (reply.sent || clientGone(request)) {
      loadContext.page.body?.destroy();
      await response.body?.cancel();
      return reply.sent ? reply : abandon(reply);
    }
    if (isRouteData(request) && response.status === 200 && !response.headers.has('set-cookie'))
      return sendRouteData(request, reply, response);
    if (pages && key !== undefined && keepable(response)) {
      reply.header('x-cache', 'miss');
      // Kept once the whole page has gone out (a visitor who left takes the page with them).
      reply.raw.once('finish', () => {
        const html = loadContext.page.html;
        if (html === undefined || pages.generation !== generation) return;
        pages.set(key, {
          ...keptCopy(html, nonce),
          headers: keptHeaders(response),
          encoded: new Map(),
          replays: loadContext.page.replays,
        });
      });
    }
    const { body, whole } = loadContext.page;
    if (!whole || !body) return sendWebResponse(reply, response, body);
    // A whole page (entry.server.tsx): React has rendered all of it; read to its end, it goes out
    // as one piece, compressed in one call, instead of through the compression plugin's stream.
    const html = await buffer(body);
    if (clientGone(request)) return abandon(reply);
    copyResponseHead(reply, response);
    return reply.send(compressWhole(request, reply, html, PAGE_BROTLI_QUALITY));
  }

  /** A kept page as it was kept, after the work its API answers do each time (views). */
  async function sendKept(request: FastifyRequest, reply: FastifyReply, kept: CachedPage) {
    reply.header('content-security-policy', pageSecurityPolicy(ctx.config, { hashes: kept.scriptHashes }));
    for (const [name, value] of kept.headers) reply.header(name, value);
    reply.header('x-cache', 'hit');
    if (kept.replays.length) {
      const api = inProcessApi(app, request);
      // A failure here costs a view, not the visitor's page.
      await Promise.all(
        kept.replays.map((path) =>
          api({ method: 'GET', path }).catch((err: unknown) =>
            request.log.warn({ err, path }, 'a kept page could not repeat an API call'),
          ),
        ),
      );
    }
    return reply.send(compressWhole(request, reply, kept.html, PAGE_BROTLI_QUALITY, kept.encoded));
  }
});
