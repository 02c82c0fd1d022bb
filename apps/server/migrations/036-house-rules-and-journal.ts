import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * House rules and the trade journal (docs/decisions/026-house-rules-and-the-journal.md). A league's or class's rules
 * are one JSON text on its competitions row (the API's shape, parsed with the contracts' schema on read; null: none).
 * An order and its trade carry the player's note; a closed trade may get a reflection later; a trade records the
 * commission charged on it (integer cents, 0 without one; already in its cash after and realized P&L).
 */
export const m036HouseRulesAndJournal: Migration = {
  name: '036-house-rules-and-journal',
  async up(db) {
    await db.schema.alterTable('competitions').addColumn('house_rules_json', 'text').execute();
    await db.schema.alterTable('orders').addColumn('note', 'text').execute();
    await db.schema.alterTable('trades').addColumn('note', 'text').execute();
    await db.schema.alterTable('trades').addColumn('reflection', 'text').execute();
    await db.schema
      .alterTable('trades')
      .addColumn('commission_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
