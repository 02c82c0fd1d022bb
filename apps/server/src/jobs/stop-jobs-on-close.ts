import type { FastifyInstance } from 'fastify';

/** Per app, the stops every context handed in: all called together by the first preClose hook. */
const stopsOf = new WeakMap<FastifyInstance, Array<() => Promise<void>>>();

/**
 * Stops a context's recurring jobs (and any background work with a stop of the same shape) when the app closes,
 * before it stops answering: no round starts after that and the one under way returns at its next batch (each
 * job's stop aborts its signal and waits for it), so no job writes after the database closes. The stops of every
 * context are called at once (preClose hooks run one after another: one per context, a long round's signal would be
 * aborted only after the rounds of the contexts registered before it had finished).
 */
export function stopJobsOnClose(app: FastifyInstance, stops: Array<() => Promise<void>>): void {
  const known = stopsOf.get(app);
  if (known) {
    known.push(...stops);
    return;
  }
  const all = [...stops];
  stopsOf.set(app, all);
  app.addHook('preClose', async () => {
    await Promise.all(all.map((stop) => stop()));
  });
}
