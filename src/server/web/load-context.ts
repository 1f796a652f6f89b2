import type { Readable } from 'node:stream';
import type { ApiTransport, PublicConfig } from '@shared/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { REPLAY_HEADER } from '../lib/response-cache';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process with the visitor's address and browser, for server rendering. */
    api: ApiTransport;
    publicConfig: PublicConfig;
    /** The page's script nonce (its Content-Security-Policy allows only scripts carrying it). */
    cspNonce: string;
    /** The `handle` of each route the address matches, root first (the page's catalogue namespaces). */
    matchedHandles: unknown[];
    /**
     * Where entry.server.tsx leaves the page's HTML as a Node stream, which the server sends
     * as it is: wrapping it in a web stream for the `Response` and back again cost each of its
     * pieces two more hops (decision 048).
     */
    page: PageOut;
  }
}

/** What a render leaves for the server besides its status and headers. */
export interface PageOut {
  body: Readable | null;
  /**
   * Set by entry.server.tsx: `body` carries a page React has wholly rendered (no data was
   * deferred), so the server reads it to its end and sends it in one compressed piece.
   */
  whole?: boolean;
  /** Set by the server: keep the whole HTML in `html` if the render completes cleanly. */
  keep?: boolean;
  html?: string;
  /** Paths of the API calls whose work a reused copy of the page must do again (page-cache.ts). */
  replays: string[];
}

const FORWARDED_HEADERS = ['user-agent', 'accept-language', 'cookie'];

/** The context every loader receives during server rendering. */
export function createLoadContext(
  app: FastifyInstance,
  ctx: AppContext,
  request: FastifyRequest,
  cspNonce: string,
  matchedHandles: unknown[],
) {
  const page: PageOut = { body: null, replays: [] };
  const api = inProcessApi(app, request, (path) => page.replays.push(path));
  const publicConfig: PublicConfig = {
    publicUrl: ctx.config.publicUrl,
    mapTileUrl: ctx.config.mapTileUrl,
    mapTileAttribution: ctx.config.mapTileAttribution,
  };
  return { api, publicConfig, cspNonce, matchedHandles, page };
}

/**
 * The API as a page request calls it: in this process, with the visitor's address and browser.
 * `onReplay` hears the paths of answers marked with `REPLAY_HEADER`.
 */
export function inProcessApi(
  app: FastifyInstance,
  request: FastifyRequest,
  onReplay?: (path: string) => void,
): ApiTransport {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async ({ method, path, body, headers: extra }) => {
    // Not `app.inject`: Fastify refuses it once close() has begun, and a page in flight at SIGTERM
    // must still get its data (lib/graceful-close.ts).
    const res = await app.injectInProcess({
      method,
      url: `/api${path}`,
      headers: { ...headers, ...extra, 'x-request-id': request.id, accept: 'application/json' },
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (res.headers[REPLAY_HEADER]) onReplay?.(path);
    const text = res.body;
    return { status: res.statusCode, body: text ? JSON.parse(text) : null };
  };
}
