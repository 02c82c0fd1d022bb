import { type Kysely, sql } from 'kysely';

/**
 * SQLite cannot alter a CHECK constraint: the table is rebuilt from its own CREATE statement (so columns added by
 * earlier migrations come along) with `from` replaced by `to`. The migration runs in a transaction with foreign keys
 * on, so dropping the old table deletes (cascades) the rows of tables referencing it: those are copied aside first
 * and put back once the new table carries the same ids. (010-payments does the same for bank_transactions.)
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function rebuildSqliteCheck(db: Kysely<any>, table: string, from: string, to: string): Promise<void> {
  const found = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const create = found.rows[0]?.sql ?? '';
  if (!create.includes(from)) throw new Error(`${table}: unexpected CHECK constraint, cannot widen it`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  const children = await sql<{ name: string }>`select m.name from sqlite_master m
    where m.type = 'table' and exists (
      select 1 from pragma_foreign_key_list(m.name) f where f."table" = ${table}
    )`.execute(db);
  for (const { name } of children.rows) {
    await sql`create temp table ${sql.id(`keep_${name}`)} as select * from ${sql.id(name)}`.execute(db);
  }
  const rebuilt = create
    .replace(new RegExp(`^CREATE TABLE "?${table}"?`), `CREATE TABLE "${table}_new"`)
    .replace(from, to);
  await sql.raw(rebuilt).execute(db);
  await sql`insert into ${sql.id(`${table}_new`)} select * from ${sql.id(table)}`.execute(db);
  await sql`drop table ${sql.id(table)}`.execute(db);
  await sql`alter table ${sql.id(`${table}_new`)} rename to ${sql.id(table)}`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  for (const { name } of children.rows) {
    await sql`delete from ${sql.id(name)}`.execute(db);
    await sql`insert into ${sql.id(name)} select * from ${sql.id(`keep_${name}`)}`.execute(db);
    await sql`drop table ${sql.id(`keep_${name}`)}`.execute(db);
  }
}
