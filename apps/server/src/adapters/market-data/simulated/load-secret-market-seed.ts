import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MarketDataConfigError } from '../create-market-data-from-config.ts';

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const SECRET_NAME = 'market_seed';

export interface SecretMarketSeed {
  seed: string;
  /** Where the seed is kept, for the start-up log (never the seed itself). */
  keptIn: string;
  created: boolean;
}

/**
 * The simulated market's secret seed: 32 random bytes, generated at the first start and kept — in the
 * database when several instances share one (`server_secrets`, insert-if-absent, then read back so instances starting
 * together agree), else in `DATA_DIR/market-seed` (mode 0600, created atomically). Never logged.
 */
export async function loadSecretMarketSeed(o: {
  db: Kysely<Database>;
  kind: 'sqlite' | 'postgres';
  dataDir: string;
}): Promise<SecretMarketSeed> {
  return o.kind === 'postgres' ? fromDatabase(o.db) : fromFile(o.dataDir);
}

async function fromDatabase(db: Kysely<Database>): Promise<SecretMarketSeed> {
  const inserted = await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex'), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return {
    seed: row.value,
    keptIn: 'the database (server_secrets)',
    created: Number(inserted.numInsertedOrUpdatedRows) > 0,
  };
}

function fromFile(dataDir: string): SecretMarketSeed {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'market-seed');
  const created = createIfAbsent(file, `${randomBytes(32).toString('hex')}\n`);
  chmodSync(file, 0o600);
  const seed = readFileSync(file, 'utf8').trim();
  if (!SEED_PATTERN.test(seed)) {
    throw new MarketDataConfigError(
      `${file} does not hold a market seed (64 hex digits): restore it from a backup, or delete it to start a new one`,
    );
  }
  return { seed, keptIn: file, created };
}

/** Writes `text` to `file` unless it exists: a synced temporary file linked into place, so a reader never sees half. */
function createIfAbsent(file: string, text: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
}
