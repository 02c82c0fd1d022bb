import type { SelectQueryBuilder } from 'kysely';
import type { DbKind } from './open-database.ts';

/**
 * `SELECT … FOR UPDATE` on PostgreSQL, so a check-then-write in a transaction (open leagues per creator, players per
 * league) holds against a concurrent one. SQLite runs one write transaction at a time and has no FOR UPDATE.
 */
export function lockRowForUpdate<DB, TB extends keyof DB, O>(
  kind: DbKind,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return kind === 'postgres' ? query.forUpdate() : query;
}
