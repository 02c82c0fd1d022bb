import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * A deleted account keeps its users row (modules/user/delete-account.ts), so the watchlist's cascade never ran for
 * it; account deletion now empties the watchlist itself. This deletes the rows of accounts deleted before that.
 */
export const m033WatchlistsOfDeletedAccounts: Migration = {
  name: '033-watchlists-of-deleted-accounts',
  async up(db) {
    await db
      .deleteFrom('watchlist_items')
      .where('user_id', 'in', db.selectFrom('users').select('id').where('deleted_at', 'is not', null))
      .execute();
  },
};
