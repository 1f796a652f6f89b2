import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { adminRoutes } from './features/admin/routes';
import { adsRoutes } from './features/ads/routes';
import { agentsRoutes } from './features/agents/routes';
import { alertPublicLinkRoutes } from './features/alerts/link-routes';
import { savedSearchRoutes } from './features/alerts/routes';
import { alertLinkRoutes } from './features/alerts/telegram-routes';
import { authPlugin } from './features/auth/plugin';
import { authRoutes } from './features/auth/routes';
import { backgroundsRoutes } from './features/backgrounds/routes';
import { contactRoutes } from './features/contact/routes';
import { freshnessRoutes } from './features/freshness/routes';
import { healthRoutes } from './features/health/routes';
import { inquiriesRoutes } from './features/inquiries/routes';
import { leadsRoutes } from './features/leads/routes';
import { locationsRoutes } from './features/locations/routes';
import { priceRoutes } from './features/prices/routes';
import { propertyMapRoutes } from './features/properties/map-routes';
import { propertiesRoutes } from './features/properties/routes';
import { socialImageRoutes } from './features/properties/social-image-routes';
import { publishingRoutes } from './features/publishing/routes';
import { reportRoutes } from './features/reports/routes';
import { savedRoutes } from './features/saved/routes';
import { statsRoutes } from './features/stats/routes';
import { usersRoutes } from './features/users/routes';
import { videosRoutes } from './features/videos/routes';
import { PAGE_BROTLI, registerJsonCompression } from './lib/compression';
import { registerErrorHandler } from './lib/error-handler';
import { registerGracefulClose } from './lib/graceful-close';
import { loggerOptions } from './lib/logger';
import { registerOverload } from './lib/overload';
import { RequestLogController, registerRequestLog } from './lib/request-log';
import { registerResponseCache, responseCache } from './lib/response-cache';
import { registerSecurityHeaders } from './lib/security-headers';
import { serializerCompiler } from './lib/serializer';
import { resumableRoutes } from './media/resumable-routes';
import { mediaRoutes } from './media/routes';
import { type WebOptions, webPlugin } from './web/plugin';
import { registerWarmUpState } from './web/warm-up';

export interface BuildAppOptions {
  /** The server-rendered web app; tests of the API leave it out. */
  web?: WebOptions | false;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole HTTP application around a context: API, docs, media and web. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(ctx.config.logLevel),
    // Keep the caller's request id when it looks like one (a proxy's), else make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One line per request worth reading, not two for every request (lib/request-log.ts).
    logController: new RequestLogController({ requestIdLogLabel: 'request_id' }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (an undecodable URL, a bad content-type header) never reach the
    // error handler: answer them in the same DRF shape.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply)
        .status(400)
        .send({ detail: `Malformed request: ${error.message}`, code: 'parse_error' });
    },
    // Stopping is ours (lib/graceful-close.ts): Fastify's 503 has its own shape and would also
    // refuse the in-process API calls of pages still in flight.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First of the hooks: a request that arrives while the server stops is refused before any work.
  registerGracefulClose(app);
  registerSecurityHeaders(app);
  registerRequestLog(app, ctx.config.requestLog);
  // Before the routes: the page gate and the deadline (decision 049).
  await registerOverload(app, ctx.config.overload);
  registerWarmUpState(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: PAGE_BROTLI,
  });
  await app.register(fastifyCookie);
  await app.register(authPlugin, { ctx });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sefer API',
        version: '1.0.0',
        description:
          'The REST API of Sefer, the property marketplace for Ethiopia. Errors follow Django REST Framework.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Its own policy (hashes of its inline parts); upgrading to HTTPS only where there is HTTPS.
    staticCSP: true,
    transformStaticCSP: (header) =>
      ctx.config.publicUrl.startsWith('https:')
        ? header
        : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(
    async (api) => {
      registerResponseCache(api, responseCache(ctx, ctx.config.apiCacheMs));
      registerJsonCompression(api);
      await api.register(healthRoutes, { ctx });
      await api.register(locationsRoutes, { ctx });
      await api.register(propertiesRoutes, { ctx });
      await api.register(publishingRoutes, { ctx });
      await api.register(freshnessRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(videosRoutes, { ctx });
      await api.register(resumableRoutes, { ctx });
      await api.register(savedRoutes, { ctx });
      await api.register(savedSearchRoutes, { ctx });
      await api.register(alertLinkRoutes, { ctx });
      await api.register(alertPublicLinkRoutes, { ctx });
      await api.register(inquiriesRoutes, { ctx });
      await api.register(leadsRoutes, { ctx });
      await api.register(propertyMapRoutes, { ctx });
      await api.register(statsRoutes, { ctx });
      await api.register(priceRoutes, { ctx });
      await api.register(agentsRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(usersRoutes, { ctx });
      await api.register(adsRoutes, { ctx });
      await api.register(backgroundsRoutes, { ctx });
      await api.register(contactRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      // Unknown API paths answer in the API's own shape, never with the web's 404 page.
      api.all('/*', { schema: { hide: true } }, async (_req, reply) =>
        reply.status(404).send({ detail: 'Not found.', code: 'not_found' }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { ctx });
  await app.register(socialImageRoutes, { ctx });
  if (options.web) await app.register(webPlugin, options.web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
