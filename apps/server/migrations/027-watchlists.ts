import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * A player's watchlist: the symbols the player follows, at most WATCHLIST_MAX (packages/contracts/src/market.ts),
 * each once, listed in the order they were added. Deleting the account deletes its watchlist.
 */
export const m027Watchlists: Migration = {
  name: '027-watchlists',
  async up(db) {
    await db.schema
      .createTable('watchlist_items')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('symbol', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('watchlist_items_pk', ['user_id', 'symbol'])
      .execute();
  },
};
