import type { Migration } from '../src/adapters/db/migrate.ts';

/** Password-reset tokens (docs/product/accounts.md#password-reset): only the SHA-256 of the token is stored; valid 1 hour, single use. */
export const m002PasswordResetTokens: Migration = {
  name: '002-password-reset-tokens',
  async up(db) {
    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_id')
      .on('password_reset_tokens')
      .column('user_id')
      .execute();
  },
};
