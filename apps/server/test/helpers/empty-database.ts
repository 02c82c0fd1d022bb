import type { Kysely } from 'kysely';
import { migrations } from '../../migrations/index.ts';
import type { MigrationKit } from '../../src/adapters/db/migrate.ts';
import type { DbHandle } from '../../src/adapters/db/open-database.ts';
import { openEmptyDb } from './test-db.ts';

/**
 * For migration tests: a database with no tables (a fresh PostgreSQL schema, or a SQLite file), and its cleanup to
 * push on the test's own list (run after the test).
 */
export async function emptyDatabase(cleanups: (() => Promise<void>)[]): Promise<DbHandle> {
  const handle = await openEmptyDb({ poolSize: 2 });
  cleanups.push(() => handle.destroy());
  return handle;
}

/** Runs the migrations whose names pass `names`, in order, each in its own transaction (as the migrator does). */
// biome-ignore lint/suspicious/noExplicitAny: the schema as it was before the migration under test.
export async function migrate(db: Kysely<any>, kit: MigrationKit, names: (n: string) => boolean): Promise<void> {
  for (const m of migrations.filter((m) => names(m.name))) {
    await db.transaction().execute((trx) => m.up(trx, kit));
  }
}

/** A user row as the early migrations know it (email Ada's), for migration tests that need an owner. */
// biome-ignore lint/suspicious/noExplicitAny: migration tests run against the schema as it was.
export async function insertEarlyUser(db: Kysely<any>, createdAt: number): Promise<{ id: number }> {
  return db
    .insertInto('users')
    .values({
      email: 'ada@school.edu',
      email_normalized: 'ada@school.edu',
      username: 'ada',
      username_normalized: 'ada',
      first_name: 'Ada',
      last_name: 'L',
      password_hash: 'x',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A league row as migration 007 knows it (owner, start `t`, one day long), for migration tests of later columns. */
export function earlyLeague(name: string, educational: boolean, ownerId: number, t: number) {
  return {
    kind: 'league',
    name,
    title: name,
    description: '',
    is_private: 1,
    is_educational: educational ? 1 : 0,
    created_by_user_id: ownerId,
    max_participants: 4,
    starting_cash_cents: 10_000_000,
    championship_type: null,
    invite_code: name.toUpperCase().slice(0, 6).padEnd(6, 'X'),
    starts_at: t,
    ends_at: t + 86_400_000,
    completed_at: null,
    created_at: t,
  };
}
