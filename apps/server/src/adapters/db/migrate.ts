import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

type ColumnBuilderCallback = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

import { migrations } from '../../../migrations/index.ts';
import type { DbKind } from './open-database.ts';

export interface MigrationKit {
  kind: DbKind;
  /** Column type + constraints for an integer identity primary key on this dialect. */
  idType: 'integer' | 'bigserial';
}

export interface Migration {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
  up(db: Kysely<any>, kit: MigrationKit): Promise<void>;
}

/** The kit the migrator hands to every migration on this dialect. */
export function migrationKitFor(kind: DbKind): MigrationKit {
  return { kind, idType: kind === 'postgres' ? 'bigserial' : 'integer' };
}

/**
 * Applies pending migrations in order, each in its own transaction, recording them in `schema_migrations`.
 * An applied migration is never edited: add a new one. On PostgreSQL an advisory lock makes concurrent starts safe.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works below the typed schema.
export async function migrateToLatest(db: Kysely<any>, kind: DbKind): Promise<string[]> {
  const kit = migrationKitFor(kind);
  const run = async (conn: typeof db) => {
    await conn.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .execute();
    const done = new Set(
      (await conn.selectFrom('schema_migrations').select('name').execute()).map((r: { name: string }) => r.name),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await conn.transaction().execute(async (trx) => {
        await m.up(trx, kit);
        await trx.insertInto('schema_migrations').values({ name: m.name, applied_at: Date.now() }).execute();
      });
      applied.push(m.name);
    }
    return applied;
  };
  if (kind !== 'postgres') return run(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(727274)`.execute(conn);
    try {
      return await run(conn);
    } finally {
      await sql`select pg_advisory_unlock(727274)`.execute(conn);
    }
  });
}

/** The dialect's identity primary key column named `id`: `.addColumn(...idColumn(kit))`. */
export function idColumn(kit: MigrationKit): readonly ['id', 'integer' | 'bigserial', ColumnBuilderCallback] {
  return kit.kind === 'postgres'
    ? ['id', 'bigserial', (c) => c.primaryKey()]
    : ['id', 'integer', (c) => c.primaryKey().autoIncrement()];
}
