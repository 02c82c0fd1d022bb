import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { scheduleDailyAchievements } from './jobs/schedule-daily-achievements.ts';

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
const deps = await createDeps(config, log);
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp({ config, deps, webDist: config.NODE_ENV === 'production' ? webDist : null });
const stopDailyAchievements = scheduleDailyAchievements(deps, log);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing in-flight requests');
  stopDailyAchievements();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
log.info(`TradeArena is serving on ${config.publicUrl} (database: ${deps.db.kind})`);
