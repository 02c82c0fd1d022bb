import { performance } from 'node:perf_hooks';

/**
 * Runs one step of a shutdown (a close hook's part: a job's stop, a cache's, a connection's) and logs at info how
 * long it took, `{ step, ms }`, so a shutdown that runs past SHUTDOWN_TIMEOUT_MS (server.ts) shows which step held it.
 */
export async function logShutdownStep<T>(
  log: { info(obj: object, msg: string): void },
  step: string,
  work: () => Promise<T> | T,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    log.info({ step, ms: Math.round(performance.now() - started) }, 'shutdown step done');
  }
}
