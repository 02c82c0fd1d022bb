import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Proven email ownership (docs/product/accounts.md#roles): an operator is an ADMIN_EMAILS address the account has PROVEN it controls.
 * `users.email_verified_at` is set when the user opens a link sent to the current address (a completed password
 * reset, a confirmed email change, the verify-email flow) and cleared when the address changes without proof.
 * Verification links are stored like reset tokens: only the SHA-256, valid 24 hours, single use, and tied to the
 * address they were sent to.
 */
export const m018EmailVerification: Migration = {
  name: '018-email-verification',
  async up(db) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
    await db.schema
      .createTable('email_verification_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email_normalized', 'varchar(320)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('email_verification_tokens_user_id')
      .on('email_verification_tokens')
      .column('user_id')
      .execute();
  },
};
