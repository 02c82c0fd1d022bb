import { HealthLiveResponseSchema, HealthResponseSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { createWriteCheck } from './create-write-check.ts';

/**
 * Readiness and liveness. `GET /api/health` (readiness, for load balancers and orchestrators): 200 only when the
 * database takes writes (no real write failed for want of storage lately without one succeeding since, and a probe
 * at most once a second commits), else 503 HEALTH_WRITE_FAILED. `GET /api/health/live`
 * (liveness): 200 whenever the process answers, so a full disk takes the instance out of rotation without getting
 * it restarted in a loop.
 */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  const checkWrite = createWriteCheck({ db: db.db, writes: db.writes, clock, log: app.log });

  app.get(
    '/api/health',
    {
      config: {
        doc: {
          operationId: 'getHealth',
          summary: 'Readiness: 200 while the database takes a write',
          auth: 'public',
          errors: ['HEALTH_WRITE_FAILED'],
        },
      },
      schema: { response: { 200: HealthResponseSchema } },
    },
    async () => {
      const write = unwrap(await checkWrite());
      return { status: 'ok' as const, db: db.kind, version: app.config.version, write };
    },
  );

  app.get(
    '/api/health/live',
    {
      config: {
        doc: { operationId: 'getLiveness', summary: 'Liveness: 200 whenever the process answers', auth: 'public' },
      },
      schema: { response: { 200: HealthLiveResponseSchema } },
    },
    async () => ({
      status: 'ok' as const,
      version: app.config.version,
    }),
  );
}
