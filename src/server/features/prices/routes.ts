import { priceBenchmarksQuery, priceBenchmarksResponse } from '@shared/schemas/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { priceBenchmarks } from './service';

/** Price benchmarks by sub-city (issue 19, decision 042). */
export const priceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/properties/price-benchmarks/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Median price and price per m² by sub-city, property type and listing type',
        description:
          'Over public listings (on the market, sold, rented), refreshed after listings change. ' +
          'A group appears from 5 listings up; `bedrooms: null` is every number of bedrooms.',
        querystring: priceBenchmarksQuery,
        response: { 200: priceBenchmarksResponse },
      },
      config: { publicCache: true },
    },
    async (req) => priceBenchmarks(ctx, req.query),
  );
};
