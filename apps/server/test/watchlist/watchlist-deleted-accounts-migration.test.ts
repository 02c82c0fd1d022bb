import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationKitFor } from '../../src/adapters/db/migrate.ts';
import { emptyDatabase, insertEarlyUser, migrate } from '../helpers/empty-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const T = Date.parse('2026-11-18T15:00:00Z');

describe('migration 033: watchlists of accounts deleted before account deletion emptied them', () => {
  it('deletes their rows and keeps the watchlists of live accounts', async () => {
    const handle = await emptyDatabase(cleanups);
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before 033.
    const db = handle.db as Kysely<any>;
    const kit = migrationKitFor(handle.kind);
    await migrate(db, kit, (n) => n < '033');
    const live = await insertEarlyUser(db, T);
    const gone = await db
      .insertInto('users')
      .values({
        email: null,
        email_normalized: null,
        username: 'deleted-2',
        username_normalized: 'deleted-2',
        first_name: 'Deleted',
        last_name: 'player',
        password_hash: '!',
        created_at: T,
        deleted_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const user of [live, gone]) {
      for (const symbol of ['AAPL', 'KO']) {
        await db.insertInto('watchlist_items').values({ user_id: user.id, symbol, created_at: T }).execute();
      }
    }
    await migrate(db, kit, (n) => n.startsWith('033'));
    const rows = await db.selectFrom('watchlist_items').select(['user_id', 'symbol']).orderBy('symbol').execute();
    expect(rows.map((r) => [Number(r.user_id), r.symbol])).toEqual([
      [Number(live.id), 'AAPL'],
      [Number(live.id), 'KO'],
    ]);
  });
});
