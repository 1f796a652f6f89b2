import { hkdfSync, timingSafeEqual } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import {
  providerParams,
  providersResponse,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialCallbackBody,
  tokenPair,
} from '@shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addressKey } from '../../lib/address-key';
import { AppError, notFound } from '../../lib/errors';
import { clientInfo } from './jwt-routes';
import type { AuthLimits } from './limits';
import { authorizationUrl, createOAuthClients, exchangeCode } from './oauth-providers';
import { signInWithIdentity } from './oauth-service';

const tags = ['accounts'];
const COOKIE = 'sefer_oauth';
const COOKIE_PATH = '/api/users/auth/';
const STATE_SECONDS = 10 * 60;
const STATE_MISMATCH = 'OAuth state mismatch; start the sign-in again.';

/** What the browser keeps between the redirect to the provider and the callback. */
const pending = z.object({ p: z.enum(SOCIAL_PROVIDERS), s: z.string(), v: z.string(), t: z.number() });

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Social sign-in (DESIGN §4), authorization code flow with PKCE. The state and the code verifier
 * live in a signed, httpOnly, SameSite=Lax cookie for ten minutes, so a callback only succeeds in
 * the browser that started it. The provider sends the browser to the web page
 * `/auth/{provider}/callback`, which posts the code and state here.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; limits: AuthLimits }> = async (
  app,
  { ctx, limits },
) => {
  const clients = createOAuthClients(ctx.config);
  // A key of its own, derived from the JWT secret: a cookie signature is never a token signature.
  let signerInstance: ReturnType<typeof signerFactory> | undefined;
  const signer = () => {
    if (!ctx.config.jwtSecret) throw new Error('jwtSecret is not configured');
    signerInstance ??= signerFactory(
      Buffer.from(hkdfSync('sha256', ctx.config.jwtSecret, '', 'sefer oauth state cookie', 32)),
    );
    return signerInstance;
  };
  const secure = ctx.config.publicUrl.startsWith('https://');
  const redirectUri = (provider: SocialProvider) => `${ctx.config.publicUrl}/auth/${provider}/callback`;
  const clientFor = (provider: SocialProvider) => {
    const client = clients[provider];
    if (!client) throw notFound('This sign-in provider is not configured.');
    return client;
  };

  app.get(
    '/users/auth/providers/',
    {
      schema: {
        tags,
        summary: 'The social sign-in providers configured here',
        response: { 200: providersResponse },
      },
    },
    async () => ({
      providers: Object.values(clients).map((c) => ({ id: c.id, name: c.spec.name })),
    }),
  );

  app.get(
    '/users/auth/:provider/',
    {
      schema: {
        tags,
        summary: 'Start a social sign-in: redirects to the provider',
        params: providerParams,
        response: { 302: z.null().describe('Redirect to the provider') },
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const client = clientFor(provider);
      const state = oidc.randomState();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = await authorizationUrl(client, { redirectUri: redirectUri(provider), state, codeVerifier });
      const value = JSON.stringify({ p: provider, s: state, v: codeVerifier, t: Date.now() });
      reply.setCookie(COOKIE, signer().sign(Buffer.from(value).toString('base64url')), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: STATE_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    },
  );

  app.post(
    '/users/auth/:provider/callback/',
    {
      schema: {
        tags,
        summary: 'Finish a social sign-in with the code and state the provider sent back',
        params: providerParams,
        body: socialCallbackBody,
        response: { 200: tokenPair },
      },
      config: { personal: true },
    },
    async (req, reply) => {
      await limits.signInIp.hit(addressKey(req.ip), reply);
      const { provider } = req.params;
      const client = clientFor(provider);
      // Single use: whatever happens next, this browser must start again for another attempt.
      reply.clearCookie(COOKIE, { path: COOKIE_PATH });
      const saved = readPending(signer(), req.cookies[COOKIE]);
      if (
        !saved ||
        saved.p !== provider ||
        Date.now() - saved.t > STATE_SECONDS * 1000 ||
        !sameText(saved.s, req.body.state)
      ) {
        throw new AppError('validation_error', STATE_MISMATCH);
      }
      let identity: Awaited<ReturnType<typeof exchangeCode>>;
      try {
        identity = await exchangeCode(client, {
          redirectUri: redirectUri(provider),
          code: req.body.code,
          state: saved.s,
          codeVerifier: saved.v,
        });
      } catch (error) {
        // The provider's answer may echo the code: log what failed, not the request.
        const e = error as { name?: string; code?: string; message?: string };
        req.log.warn(
          { provider, error: e.name, error_code: e.code, reason: e.message },
          'social sign-in failed',
        );
        throw new AppError('authentication_failed', `${client.spec.name} authentication failed.`);
      }
      return signInWithIdentity(ctx, provider, identity, clientInfo(req));
    },
  );
};

function readPending(signer: ReturnType<typeof signerFactory>, cookie: string | undefined) {
  if (!cookie) return undefined;
  const unsigned = signer.unsign(cookie);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    return pending.parse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}
