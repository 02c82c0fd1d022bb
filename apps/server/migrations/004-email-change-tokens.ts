import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Pending email changes: the new address is confirmed by an emailed link before it replaces the old one.
 * Like reset tokens, only the SHA-256 of the token is stored; valid 24 hours, single use.
 */
export const m004EmailChangeTokens: Migration = {
  name: '004-email-change-tokens',
  async up(db) {
    await db.schema
      .createTable('email_change_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'varchar(320)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('email_change_tokens_user_id').on('email_change_tokens').column('user_id').execute();
  },
};
