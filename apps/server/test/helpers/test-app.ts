import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { createPaymentsFromConfig } from '../../src/adapters/payments/create-payments-from-config.ts';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { createMemoryRateLimiter } from '../../src/adapters/rate-limit/memory-rate-limiter.ts';
import type { AppInstance } from '../../src/app.ts';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createSessionCache } from '../../src/modules/accounts/session-cache.ts';
import { type ManualClock, manualClock } from '../../src/ports/clock.ts';
import type { Mailer, MailMessage } from '../../src/ports/mailer.ts';
import { createTestDb } from './test-db.ts';

/** A mailer that keeps what it sent: a real implementation of the port for tests. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(m) {
      sent.push(m);
    },
  };
}

export interface TestApp {
  app: AppInstance;
  config: Config;
  deps: AppDeps;
  clock: ManualClock;
  mailer: ReturnType<typeof memoryMailer>;
  /** Listens on a free loopback port (for clients that need a real socket) and resolves with the port. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with a manual clock (default: a Wednesday at 15:00 UTC, market open) and a
 * memory mailer. `env` overrides configuration; `deps` overrides dependencies.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    now?: string;
    deps?: Partial<AppDeps>;
    webDist?: string | null;
    stream?: BuildAppOptions['stream'];
    userEvents?: BuildAppOptions['userEvents'];
    /** Fastify's logger options (default: none), e.g. a pino stream to read what was logged. */
    logger?: BuildAppOptions['logger'];
    /** Told of every route as it registers (BuildAppOptions.onRoute). */
    onRoute?: BuildAppOptions['onRoute'];
    /** Runs the recurring jobs, logging to it (BuildAppOptions.jobLog; default: no jobs). */
    jobLog?: BuildAppOptions['jobLog'];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...opts.env });
  const db = await createTestDb();
  const clock = manualClock(opts.now ?? '2026-11-18T15:00:00Z');
  const mailer = memoryMailer();
  const market = createSimulatedMarketData({
    seed: config.MARKET_SEED ?? 'test-app-seed',
    clock,
  });
  const pubsub = opts.deps?.pubsub ?? createInProcessPubSub();
  const deps: AppDeps = {
    db,
    clock,
    pubsub,
    mailer,
    rateLimiter: createMemoryRateLimiter(),
    marketData: market,
    marketFeed: market,
    marketHours: createMarketHours(config.MARKET_HOURS),
    sessionCache: createSessionCache({ pubsub }),
    // Tests log nothing (LOG_LEVEL silent), the simulated provider's production warning included.
    payments: createPaymentsFromConfig(config, { db: db.db, log: { warn() {} } }),
    ...opts.deps,
  };
  const app = await buildApp({
    config,
    deps,
    webDist: opts.webDist ?? null,
    logger: opts.logger ?? false,
    stream: opts.stream,
    userEvents: opts.userEvents,
    onRoute: opts.onRoute,
    jobLog: opts.jobLog,
  });
  await app.ready();
  return {
    app,
    config,
    deps,
    clock,
    mailer,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('the test app is not listening on a port');
      return address.port;
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
