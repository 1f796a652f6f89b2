import {
  listCitiesQuery,
  listCitiesResponse,
  listKebelesQuery,
  listKebelesResponse,
  listRegionsResponse,
  listSubcitiesQuery,
  listSubcitiesResponse,
} from '@shared/schemas/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { locationsService as service } from './service';

const tags = ['locations'];
/** Location lists change rarely: let browsers and proxies reuse them for a few minutes. */
const cacheFor = 'public, max-age=300';

export const locationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/locations/regions/',
    { schema: { tags, response: { 200: listRegionsResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.regions(ctx);
    },
  );
  app.get(
    '/locations/cities/',
    { schema: { tags, querystring: listCitiesQuery, response: { 200: listCitiesResponse } } },
    async (req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.cities(ctx, req.query.region);
    },
  );
  app.get(
    '/locations/subcities/',
    { schema: { tags, querystring: listSubcitiesQuery, response: { 200: listSubcitiesResponse } } },
    async (req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.subcities(ctx, req.query.city);
    },
  );
  app.get(
    '/locations/kebeles/',
    { schema: { tags, querystring: listKebelesQuery, response: { 200: listKebelesResponse } } },
    async (req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.kebeles(ctx, req.query.subcity);
    },
  );
};
