import { filterOptionsResponse, propertyStatsResponse, subcityStatsResponse } from '@shared/schemas/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createStatsService, STATS_MAX_AGE_S } from './service';

const tags = ['properties'];
/** Browsers and proxies may reuse an answer as long as the server does (see STATS_MAX_AGE_S). */
const cacheFor = `public, max-age=${STATS_MAX_AGE_S}`;

/** Market statistics: filter choices with counts, market stats, and Addis Ababa per sub-city. */
export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // One memo per app (not per module), so each app and each test database has its own.
  const service = createStatsService(ctx);

  app.get(
    '/properties/filter-options/',
    {
      schema: {
        tags,
        summary: 'Filter choices with the number of listings on the market for each',
        response: { 200: filterOptionsResponse },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.filterOptions();
    },
  );
  app.get(
    '/properties/stats/',
    {
      schema: {
        tags,
        summary: 'Market statistics: counts, sale prices, rent, popular types and sub-cities',
        response: { 200: propertyStatsResponse },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.propertyStats();
    },
  );
  app.get(
    '/properties/addis-ababa-subcity-stats/',
    {
      schema: {
        tags,
        summary: 'Listings on the market per Addis Ababa sub-city, for the map',
        response: { 200: subcityStatsResponse },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', cacheFor);
      return service.addisAbabaSubcities();
    },
  );
};
