import { alertStats, alertStatsQuery } from '@shared/schemas/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { alertStats as readAlertStats } from './stats';

/** Staff console: the alerts' daily figures (staff only: the console's router refuses others first). */
export const adminAlertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/alerts/stats/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Alerts per day: sent per channel, failures, clicks, unsubscribes (staff)',
        querystring: alertStatsQuery,
        response: { 200: alertStats },
      },
    },
    async (req) => readAlertStats(ctx, req.viewer, req.query.days),
  );
};
