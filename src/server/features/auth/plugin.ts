import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { INVALID_ACCESS_TOKEN, verifyAccessToken } from './tokens';
import { tokensRepository } from './tokens-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; null for visitors. Routes that read it declare `config.personal`. */
    viewer: Viewer | null;
    /** The token family (sign-in) of the access token, when there is one. */
    sessionFamily: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The answer depends on who is signed in (the route reads `viewer`), or is someone's account
     * or tokens: every answer of the route is `Cache-Control: private, no-store`, so no browser or
     * shared cache keeps it for the next person on the device (or the back button), and no cache
     * hands one person's answer to another.
     */
    personal?: boolean;
  }
}

const VIEWER = Symbol('viewer');
type WithViewer = FastifyRequest & { [VIEWER]?: Viewer | null };
const viewerReads = new WeakSet<FastifyRequest>();

/** True when the handling of `request` read its viewer (tests check such routes are `personal`). */
export const viewerWasRead = (request: FastifyRequest) => viewerReads.has(request);

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Identifies the caller of every request from `Authorization: Bearer <access token>`. No header:
 * a visitor. A token that is malformed, expired, signed otherwise, of an inactive user or of an
 * ended sign-in: 401 `token_not_valid` (the web client refreshes on it). Other schemes are ignored.
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('viewer', {
    getter(this: WithViewer) {
      viewerReads.add(this);
      return this[VIEWER] ?? null;
    },
    setter(this: WithViewer, viewer: Viewer | null) {
      this[VIEWER] = viewer;
    },
  });
  app.decorateRequest('sessionFamily', null);

  app.addHook('onSend', async (request, reply) => {
    const { personal, publicCache } = request.routeOptions.config;
    // A public read (`publicCache`) is personal only for a signed-in caller (an owner sees their
    // hidden listings); a visitor's answer is the one every visitor gets.
    const signedIn = (request as WithViewer)[VIEWER] != null;
    if (personal && (!publicCache || signedIn)) reply.header('cache-control', 'private, no-store');
  });

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer\b/i.test(header)) return;
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await verifyAccessToken(ctx, token) : undefined;
    const row = claims
      ? await tokensRepository.viewer(ctx.database.db, claims.userId, claims.familyId)
      : undefined;
    if (!claims || !row?.isActive || !row.familyLive) {
      reply.header('www-authenticate', 'Bearer realm="api"');
      throw new AppError('token_not_valid', INVALID_ACCESS_TOKEN);
    }
    request.viewer = {
      id: row.id,
      isAgent: row.isAgent,
      isVerifiedAgent: row.isVerifiedAgent,
      isStaff: row.isStaff,
    };
    request.sessionFamily = claims.familyId;
  });
});
