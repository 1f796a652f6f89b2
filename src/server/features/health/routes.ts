import { healthResponse, livenessResponse, readinessResponse } from '@shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { RETRY_AFTER_S } from '../../lib/overload';

/**
 * Health checks for load balancers and orchestrators (decision 049):
 * - `/api/health/live`, liveness: 200 whenever the process can answer at all; asks nothing else,
 *   so a busy or a database-less process is not restarted for it.
 * - `/api/health/ready`, readiness: 200 when this process should get traffic; 503 with
 *   Retry-After while it sheds page renders (event loop behind, render line full), renders its
 *   first pages after a start (decision 067) or cannot reach its database.
 * - `/api/health/`: the original check (database reachable), kept for existing monitors.
 * None of them is ever shed.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const ping = () =>
    ctx.database
      .ping()
      .then(() => 'ok' as const)
      .catch(() => 'unreachable' as const);

  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Database reachability (kept for existing monitors; see /live and /ready)',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const database = await ping();
      return reply.status(database === 'ok' ? 200 : 503).send({
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        database_kind: ctx.database.kind,
        latency_ms: Math.round(performance.now() - started),
        uptime_s: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (restart it only when this fails)',
        response: { 200: livenessResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: send this process traffic (503 while it sheds load or lacks its database)',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const database = await ping();
      const delay = app.memoryUsage().eventLoopDelay;
      const busy = app.renderGate.full() || app.isUnderPressure();
      // A process still rendering its first pages (web/warm-up.ts) would answer a spike slowly.
      const status =
        database !== 'ok' ? 'degraded' : app.warmUp.warming ? 'warming' : busy ? 'busy' : 'ready';
      if (status !== 'ready') reply.status(503).header('retry-after', String(RETRY_AFTER_S));
      return reply.send({
        status,
        database,
        // Not measured when the guard is off (MAX_EVENT_LOOP_DELAY_MS=0): 0.
        event_loop_delay_ms: Number.isFinite(delay) ? Math.round(delay) : 0,
        pages: { ...app.renderGate.counters },
      });
    },
  );
};
