import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Secrets the server generates once and every instance sharing the database must agree on (the simulated
 * market's seed). A row is created with an insert-if-absent and never changed.
 */
export const m006ServerSecrets: Migration = {
  name: '006-server-secrets',
  async up(db) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
