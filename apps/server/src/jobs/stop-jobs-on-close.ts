import type { FastifyInstance } from 'fastify';

/**
 * Stops a context's recurring jobs when the app closes, before it stops answering: no round starts after that and the
 * one under way finishes (each job's stop waits for it), so no job writes after the database closes.
 */
export function stopJobsOnClose(app: FastifyInstance, stops: Array<() => Promise<void>>): void {
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
