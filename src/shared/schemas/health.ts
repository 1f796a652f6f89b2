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
