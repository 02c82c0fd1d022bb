import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Feedback and its moderation (docs/product/content.md#feedback-moderation): a player's review (rating 1–5, title, message) waits as
 * `pending` until an operator (ADMIN_EMAILS) sets it `approved` (then it is public) or `rejected`; who moderated it
 * and when are kept. The index serves both the public list (approved, newest first) and the moderation queue.
 */
export const m015Feedback: Migration = {
  name: '015-feedback',
  async up(db, kit) {
    await db.schema
      .createTable('feedback')
      .addColumn(...idColumn(kit))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('message', 'varchar(500)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('moderated_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('moderated_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('feedback_status_created')
      .on('feedback')
      .columns(['status', 'created_at', 'id'])
      .execute();
  },
};
