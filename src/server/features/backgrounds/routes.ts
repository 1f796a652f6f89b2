import { backgroundsQuery, backgroundsResponse } from '@shared/schemas/ads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listBackgrounds } from './service';

/** Backgrounds change rarely: browsers and proxies may reuse the list for five minutes. */
const cacheFor = 'public, max-age=300';

export const backgroundsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/properties/backgrounds/',
    {
      schema: {
        tags: ['backgrounds'],
        summary: 'Hero backgrounds of a page type: url and credit (plus variants for srcset)',
        querystring: backgroundsQuery,
        response: { 200: backgroundsResponse },
      },
      config: { publicCache: true },
      // Before the response cache answers, so that cached answers carry it too.
      onRequest: async (_req, reply) => {
        reply.header('cache-control', cacheFor);
      },
    },
    async (req) => listBackgrounds(ctx, req.query.page_type),
  );
};
