import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { describeStartupError } from './describe-startup-error.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

const log = pino({ level: config.LOG_LEVEL });

/** A start-up failure the operator can fix is one line naming what to change; anything else keeps its stack. */
function failStartup(err: unknown): never {
  const line = describeStartupError(err, config);
  if (!line) throw err;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

const deps = await createDeps(config, log).catch(failStartup);
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp({ config, deps, webDist: config.NODE_ENV === 'production' ? webDist : null, jobLog: log });

/**
 * Graceful shutdown within SHUTDOWN_TIMEOUT_MS: no job round starts and the one under way returns at its next batch
 * (jobs/stop-jobs-on-close.ts); then the server stops accepting, stream clients get 1001 and reconnect elsewhere,
 * requests in flight finish (new ones on open connections get 503 and Connection: close), and Redis and the database
 * are closed. Each step logs its duration at info. Past the bound it exits 1 anyway.
 */
let stopping = false;
/** Exits once the log lines written so far are out (pino writes asynchronously). */
const exit = (code: number) => log.flush(() => process.exit(code));
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown took longer than SHUTDOWN_TIMEOUT_MS: exiting');
    exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  const started = performance.now();
  try {
    await app.close();
    log.info({ ms: Math.round(performance.now() - started) }, 'shut down');
    exit(0);
  } catch (err) {
    log.error({ err }, 'error while shutting down');
    exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST }).catch(failStartup);
log.info(`TradeArena is serving on ${config.publicUrl} (database: ${deps.db.kind})`);
// The screener's 52-week ranges take a second to build (in small steps): start now, not on the first visit.
deps.marketFeed.profiles().catch((err: unknown) => log.warn({ err }, 'warming the screener figures failed'));
