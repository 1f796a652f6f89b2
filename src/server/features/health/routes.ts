import { healthResponse } from '@shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const database = await ctx.database
        .ping()
        .then(() => 'ok' as const)
        .catch(() => 'unreachable' as const);
      return reply.status(database === 'ok' ? 200 : 503).send({
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        database_kind: ctx.database.kind,
        latency_ms: Math.round(performance.now() - started),
        uptime_s: Math.round(process.uptime()),
      });
    },
  );
};
