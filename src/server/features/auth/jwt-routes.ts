import { logoutBody, refreshBody, signInBody, tokenPair } from '@shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import type { AuthLimits } from './limits';
import { logout, refresh, signIn } from './session-service';
import type { ClientInfo } from './tokens';

const tags = ['accounts'];

/** Where a request comes from, kept with the refresh tokens it creates. */
export const clientInfo = (req: FastifyRequest): ClientInfo & { ip: string } => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

/** Sign-in, token refresh and sign-out (SimpleJWT's paths and answers). */
export const jwtRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; limits: AuthLimits }> = async (
  app,
  { ctx, limits },
) => {
  app.post(
    '/auth/jwt/create/',
    {
      schema: {
        tags,
        summary: 'Sign in with a username or e-mail and a password',
        body: signInBody,
        response: { 200: tokenPair },
      },
      // Tokens: kept by no cache.
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.signInIp.hit(addressKey(req.ip), reply);
      return signIn(ctx, limits, req.body, clientInfo(req), reply);
    },
  );

  app.post(
    '/auth/jwt/refresh/',
    {
      schema: {
        tags,
        summary: 'Spend a refresh token for a new access and refresh token',
        body: refreshBody,
        response: { 200: tokenPair },
      },
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.refreshIp.hit(addressKey(req.ip), reply);
      return refresh(ctx, req.body.refresh, clientInfo(req));
    },
  );

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags,
        summary: 'Sign out: the refresh token’s sign-in ends on every device it was copied to',
        body: logoutBody,
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (req, reply) => {
      await logout(ctx, req.body.refresh);
      return reply.status(204).send(null);
    },
  );
};
