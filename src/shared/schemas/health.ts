import { z } from 'zod';

/** `GET /api/health` */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  database_kind: z.enum(['pglite', 'postgres']),
  latency_ms: z.number(),
  uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/health/live`: the process answers (nothing else is asked). */
export const livenessResponse = z.object({
  status: z.literal('ok'),
  uptime_s: z.number(),
});

/** `GET /api/health/ready`: whether this process should be sent traffic now. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'warming', 'busy', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  /** Mean event-loop delay of the last sample, in ms. */
  event_loop_delay_ms: z.number(),
  pages: z.object({
    rendering: z.number(),
    queued: z.number(),
    shed: z.number(),
    abandoned: z.number(),
  }),
});
