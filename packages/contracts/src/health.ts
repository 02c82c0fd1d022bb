import { z } from 'zod';

/** GET /api/health (readiness): answered only when the database takes a write; otherwise 503 HEALTH_WRITE_FAILED. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  /** The write probe committed (at most a second ago). */
  write: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /api/health/live (liveness): the process answers. */
export const HealthLiveResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type HealthLiveResponse = z.infer<typeof HealthLiveResponseSchema>;
