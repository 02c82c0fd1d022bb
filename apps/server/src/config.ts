import { readFileSync } from 'node:fs';
import {
  STREAM_MAX_CONNECTIONS,
  STREAM_MAX_CONNECTIONS_PER_ADDRESS,
  STREAM_MESSAGES_PER_SECOND,
  STREAM_TICK_MS,
} from '@tradearena/contracts';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable of README.md#configuration with its default, parsed once and frozen.
 * A bad value throws a ConfigError whose message names the variable and what is allowed.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/**
 * A whole number from `min` (to `max` when given), coerced from the variable's text; every failure says the same
 * "must be a whole number[ of <unit>] from <min>[ to <max>]".
 */
function wholeNumber(min: number, max?: number, unit = '') {
  const message = `must be a whole number${unit} from ${min}${max === undefined ? '' : ` to ${max}`}`;
  const n = z.coerce.number({ message }).int(message).min(min, message);
  return max === undefined ? n : n.max(max, message);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /**
   * SQLite only. `full` (default): every commit is synced to disk before it is answered, so a trade answered as done
   * survives a power failure (group commit shares the sync among the orders of a batch). `normal`: commits survive a
   * crash of the process but the last ones may be lost on a power failure; for throwaway demos only.
   */
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal'], { message: 'must be full or normal' }).default('full'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  /**
   * Put before every Redis channel and key this deployment uses, so several deployments (staging and production, or
   * two schools) can share one Redis without hearing each other's ticks or sharing rate limits.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{0,64}$/, { message: 'must be up to 64 letters, digits, _ : . or -' })
    .default(''),
  MARKET_HOURS: z.enum(['nyse', 'always']).default('nyse'),
  /**
   * Seed of the simulated market: whoever knows it can compute every price in advance. Unset in production, the
   * server generates a secret one (kept in DATA_DIR/market-seed, or in the database with DATABASE_URL); unset
   * elsewhere, the public PUBLIC_MARKET_SEED keeps tests and demos reproducible. Production refuses the public one
   * unless MARKET_SEED_ALLOW_PUBLIC=true (a demo where nothing is at stake).
   */
  MARKET_SEED: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  MARKET_SEED_ALLOW_PUBLIC: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  MARKET_DATA_PROVIDER: z.enum(['simulated', 'massive', 'alphavantage', 'finnhub']).default('simulated'),
  MASSIVE_API_KEY: z.string().optional(),
  ALPHAVANTAGE_API_KEY: z.string().optional(),
  FINNHUB_API_KEY: z.string().optional(),
  /** Vendor calls per minute this server may make (default: massive 300, alphavantage 5). */
  MARKET_DATA_CALLS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /**
   * How often each subscribed symbol gets a stock_update on /stock-stream. The rule is at least every 2 s (docs/product/trading.md#live-stream), so at
   * most 1.75 s: a late timer and the delivery need the rest.
   */
  STREAM_TICK_MS: z.coerce.number().int().min(250).max(1750).default(STREAM_TICK_MS),
  /**
   * /stock-stream limits. Connections in all (the server keeps a quarter of its open-file limit, `ulimit -n`, free
   * whatever this says) and from one client address (a class behind one school address must fit), and messages per
   * second per connection (twice as many at once; a connection flooding past that is closed).
   */
  STREAM_MAX_CONNECTIONS: wholeNumber(1).default(STREAM_MAX_CONNECTIONS),
  STREAM_MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1).default(STREAM_MAX_CONNECTIONS_PER_ADDRESS),
  STREAM_MESSAGES_PER_SECOND: wholeNumber(1, 1000).default(STREAM_MESSAGES_PER_SECOND),
  /**
   * On SIGTERM/SIGINT the server stops accepting, closes streams with 1001 (clients reconnect to another instance),
   * lets requests in flight finish and closes the database; past this many milliseconds it exits anyway.
   */
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000, ' of milliseconds').default(10_000),
  CLOCK_START: z.iso
    .datetime({ offset: true, message: 'must be an ISO instant such as 2026-11-21T15:00:00Z' })
    .optional(),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('TradeArena <no-reply@tradearena.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Educator Pro's yearly Price in Stripe (`price_…`); unset: an inline $500/year price on an "Educator Pro" product. */
  STRIPE_EDUCATOR_PRICE_ID: z
    .string()
    .regex(/^price_\w+$/, { message: 'must be a Stripe Price id (price_…)' })
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ANALYTICS_URL: optionalUrl(['http://', 'https://']),
  /** Lets a scraper off this machine read /metrics with `Authorization: Bearer <token>`; unset: loopback only. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Which peers may set X-Forwarded-For (the client address used by rate limits): `true`, `false`, or comma-separated
  // addresses/CIDRs/names of proxy-addr (loopback, linklocal, uniquelocal). Trusting every peer — or a whole private
  // range, where students' own machines sit on a school network — would let them pick their own address and escape
  // per-IP limits, so only a proxy on this host is trusted unless the deployment names its load balancers.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => {
      const s = v.trim();
      if (s === 'true') return true;
      return s === 'false' || s === '' ? false : s;
    }),
});

export type Config = Readonly<
  z.infer<typeof EnvSchema> & { publicUrl: string; version: string; dbKind: 'sqlite' | 'postgres' }
>;

export class ConfigError extends Error {}

/** The seed of tests and demos (the repository's own): public, so never a production seed unless explicitly allowed. */
export const PUBLIC_MARKET_SEED = 'tradearena';

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

const STRIPE_KEYS = [
  ['STRIPE_SECRET_KEY', ['sk_', 'rk_']],
  ['STRIPE_WEBHOOK_SECRET', ['whsec_']],
  ['STRIPE_PUBLISHABLE_KEY', ['pk_']],
] as const;

/** Stripe needs all three keys (none: the simulated test-card provider); one or two is a start-up error. */
function checkStripeKeys(c: Partial<Record<(typeof STRIPE_KEYS)[number][0], string>>): void {
  const set = STRIPE_KEYS.filter(([name]) => c[name]);
  if (set.length === 0) return;
  for (const [name, prefixes] of STRIPE_KEYS) {
    const value = c[name];
    if (!value) {
      throw new ConfigError(
        `${name} is unset: Stripe payments need STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY (set all three, or none for the simulated test payments)`,
      );
    }
    if (!prefixes.some((p) => value.startsWith(p))) {
      throw new ConfigError(`Invalid ${name}: must start with ${prefixes.join(' or ')}`);
    }
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const c = parsed.data;
  checkStripeKeys(c);
  const marketSeed = c.MARKET_SEED ?? (c.NODE_ENV === 'production' ? undefined : PUBLIC_MARKET_SEED);
  if (c.NODE_ENV === 'production' && marketSeed === PUBLIC_MARKET_SEED && !c.MARKET_SEED_ALLOW_PUBLIC) {
    throw new ConfigError(
      `MARKET_SEED="${PUBLIC_MARKET_SEED}" is the public default: anyone could compute every price. Unset MARKET_SEED to use a generated secret seed, or set MARKET_SEED_ALLOW_PUBLIC=true for a demo`,
    );
  }
  return Object.freeze({
    ...c,
    MARKET_SEED: marketSeed,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    version: readVersion(),
    dbKind: c.DATABASE_URL ? 'postgres' : 'sqlite',
  });
}
