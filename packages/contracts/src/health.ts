import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
