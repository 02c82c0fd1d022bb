import { type Kysely, sql } from 'kysely';

export interface FullDisk {
  /** Lifts the cap and deletes the filler: writes succeed again. */
  free(): Promise<void>;
}

/** SQLite's largest page count: no cap. */
const NO_CAP = 4_294_967_294;

/**
 * Simulates a full disk on a SQLite test database: caps the database at its current size (`PRAGMA max_page_count`,
 * a setting of this connection, which is the app's only one) and fills every free page with filler rows. Then any
 * write that needs a new page fails with SQLITE_FULL "database or disk is full", as on a disk with no space left.
 */
// biome-ignore lint/suspicious/noExplicitAny: the filler table is the test's own, outside the typed schema.
export async function fillDisk(db: Kysely<any>): Promise<FullDisk> {
  await sql`create table if not exists disk_filler (pad blob not null)`.execute(db);
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count)}`).execute(db);
  for (;;) {
    try {
      await sql`insert into disk_filler (pad) values (zeroblob(256))`.execute(db);
    } catch (err) {
      if ((err as { code?: unknown }).code === 'SQLITE_FULL') break;
      throw err;
    }
  }
  // A row that needs a page split can fail while single free pages remain (a schema whose migrations rebuilt tables
  // leaves some): each new table's root takes one, until none is left.
  let extra = 0;
  while (
    Number((await sql<{ n: number }>`select freelist_count as n from pragma_freelist_count`.execute(db)).rows[0]?.n) > 0
  ) {
    try {
      await sql.raw(`create table disk_filler_${extra} (pad blob)`).execute(db);
      extra += 1;
    } catch (err) {
      if ((err as { code?: unknown }).code === 'SQLITE_FULL') break;
      throw err;
    }
  }
  return {
    async free() {
      await sql.raw(`pragma max_page_count = ${NO_CAP}`).execute(db);
      await sql`delete from disk_filler`.execute(db);
      for (let i = 0; i < extra; i += 1) await sql.raw(`drop table disk_filler_${i}`).execute(db);
    },
  };
}
