import { join } from 'node:path';
import { migrateToLatest } from './adapters/db/migrate.ts';
import { openDatabase, sqliteFileIn } from './adapters/db/open-database.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createMarketDataFromConfig } from './adapters/market-data/create-market-data-from-config.ts';
import { createMarketHours } from './adapters/market-data/create-market-hours.ts';
import { loadSecretMarketSeed } from './adapters/market-data/simulated/load-secret-market-seed.ts';
import { createPaymentsFromConfig } from './adapters/payments/create-payments-from-config.ts';
import { createInProcessPubSub } from './adapters/pubsub/in-process-pubsub.ts';
import { createRedisPubSub } from './adapters/pubsub/redis-pubsub.ts';
import { createMemoryRateLimiter } from './adapters/rate-limit/memory-rate-limiter.ts';
import { createRedisRateLimiter } from './adapters/rate-limit/redis-rate-limiter.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createSessionCache } from './modules/accounts/index.ts';
import { shiftedClock, systemClock } from './ports/clock.ts';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Builds the production dependencies from the configuration and brings the database schema up to date. */
export async function createDeps(config: Config, log: Log): Promise<AppDeps> {
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: sqliteFileIn(config.DATA_DIR),
    checkpointInBackground: true,
    synchronous: config.SQLITE_SYNCHRONOUS,
  });
  const applied = await migrateToLatest(db.db, db.kind);
  if (applied.length) log.info({ applied }, 'database migrated');
  const clock = config.CLOCK_START ? shiftedClock(new Date(config.CLOCK_START)) : systemClock;
  const redisPrefix = config.REDIS_PREFIX;
  const pubsub = config.REDIS_URL
    ? createRedisPubSub(config.REDIS_URL, { prefix: redisPrefix })
    : createInProcessPubSub();
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, 'outbox'),
    log,
    production: config.NODE_ENV === 'production',
  });
  const rateLimiter = config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL, { prefix: `${redisPrefix}ta:rl:` })
    : createMemoryRateLimiter();
  const marketHours = createMarketHours(config.MARKET_HOURS);
  let marketSeed = config.MARKET_SEED;
  if (marketSeed === undefined) {
    const secret = await loadSecretMarketSeed({ db: db.db, kind: db.kind, dataDir: config.DATA_DIR });
    log.info({ keptIn: secret.keptIn, created: secret.created }, 'market seed: secret');
    marketSeed = secret.seed;
  }
  const market = createMarketDataFromConfig(config, { clock, log, rateLimiter, marketSeed });
  const sessionCache = createSessionCache({ pubsub });
  const payments = createPaymentsFromConfig(config, { db: db.db, log });
  log.info({ provider: payments.provider }, 'payments');
  return {
    db,
    clock,
    pubsub,
    mailer,
    rateLimiter,
    marketData: market,
    marketFeed: market,
    marketHours,
    sessionCache,
    payments,
  };
}
