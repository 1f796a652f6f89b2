import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { accountRoutes } from './account-routes';
import { emailRoutes } from './email-routes';
import { jwtRoutes } from './jwt-routes';
import { createAuthLimits } from './limits';
import { oauthRoutes } from './oauth-routes';

/**
 * Accounts and sessions (spec §7, DESIGN §3): tokens, sign-up, passwords and social sign-in. The
 * rate limits are made here, once per application, and shared by the routes that count them.
 */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = createAuthLimits(ctx);
  await app.register(jwtRoutes, { ctx, limits });
  await app.register(accountRoutes, { ctx, limits });
  await app.register(emailRoutes, { ctx, limits });
  await app.register(oauthRoutes, { ctx, limits });
};
