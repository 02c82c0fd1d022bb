import SqliteDatabase from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from '../../src/adapters/db/cache-statements.ts';

interface Db {
  items: { id: Generated<number>; name: string };
}

/** A real in-memory better-sqlite3 database that counts how often a statement is prepared. */
function countingDatabase() {
  const raw = new SqliteDatabase(':memory:');
  const prepared: string[] = [];
  const counting = {
    prepare(text: string) {
      prepared.push(text);
      return raw.prepare(text);
    },
    close: () => raw.close(),
  };
  return { raw, counting, prepared };
}

describe('cacheStatements (SQLite prepared statements kept by SQL text)', () => {
  const open: Kysely<Db>[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
  });

  function kysely(database: ReturnType<typeof countingDatabase>['counting'], max?: number): Kysely<Db> {
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cacheStatements(database, max) }) });
    open.push(db);
    return db;
  }

  it('prepares a query once and answers later runs with the fresh parameters', async () => {
    const { counting, prepared } = countingDatabase();
    const db = kysely(counting);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute();
    const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirst();
    expect(await byName('b')).toEqual({ id: 2 });
    expect(await byName('c')).toEqual({ id: 3 });
    expect(await byName('z')).toBeUndefined();
    expect(prepared.filter((s) => s.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((s) => s.startsWith('select'))).toHaveLength(1);
  });

  it('reports changed rows and the inserted id of a reused write statement', async () => {
    const { counting } = countingDatabase();
    const db = kysely(counting);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const first = await db.insertInto('items').values({ name: 'a' }).executeTakeFirst();
    const second = await db.insertInto('items').values({ name: 'b' }).executeTakeFirst();
    expect([first.insertId, second.insertId]).toEqual([1n, 2n]);
    const none = await db.updateTable('items').set({ name: 'x' }).where('id', '=', 9).executeTakeFirst();
    const one = await db.updateTable('items').set({ name: 'x' }).where('id', '=', 1).executeTakeFirst();
    expect([none.numUpdatedRows, one.numUpdatedRows]).toEqual([0n, 1n]);
  });

  it('keeps at most the given number of statements, dropping the least recently used', async () => {
    const { counting, prepared } = countingDatabase();
    const db = kysely(counting, 2);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const q1 = () => db.selectFrom('items').select('id').where('id', '=', 1).execute();
    const q2 = () => db.selectFrom('items').select('name').where('id', '=', 1).execute();
    const q3 = () => db.selectFrom('items').select(['id', 'name']).where('id', '=', 1).execute();
    await q1();
    await q2();
    await q1(); // q1 is now the most recent; q3 pushes out q2
    await q3();
    prepared.length = 0;
    await q1();
    await q3();
    expect(prepared).toHaveLength(0);
    await q2();
    expect(prepared).toHaveLength(1);
  });

  it('still answers correctly from a cached statement after the schema changed', async () => {
    const { counting } = countingDatabase();
    const db = kysely(counting);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('items').values({ name: 'a' }).execute();
    const all = () => db.selectFrom('items').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table items add column note text`.execute(db);
    expect(await all()).toEqual([{ id: 1, name: 'a', note: null }]);
  });

  it('rolls back a failed transaction and reuses its statements afterwards', async () => {
    const { counting } = countingDatabase();
    const db = kysely(counting);
    await sql`create table items (id integer primary key, name text not null unique)`.execute(db);
    await db.insertInto('items').values({ name: 'a' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'b' }).execute();
        await trx.insertInto('items').values({ name: 'a' }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'c' }).execute();
    });
    const names = await db.selectFrom('items').select('name').orderBy('id').execute();
    expect(names.map((r) => r.name)).toEqual(['a', 'c']);
  });

  it('streams rows from a cached statement', async () => {
    const { counting } = countingDatabase();
    const db = kysely(counting);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute();
    const names: string[] = [];
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream()) names.push(row.name);
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream()) {
      names.push(row.name);
      break;
    }
    expect(names).toEqual(['a', 'b', 'c', 'a']);
    expect(await db.selectFrom('items').select('name').orderBy('id').execute()).toHaveLength(3);
  });
});
