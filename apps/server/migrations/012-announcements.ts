import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Class announcements (docs/product/educators.md#announcements): an educator's message to one class league, with a priority, and who
 * of its students has read it (one row per reader; a message never read has no row). Deleting a league deletes its
 * announcements and their read marks.
 */
export const m012Announcements: Migration = {
  name: '012-announcements',
  async up(db, kit) {
    await db.schema
      .createTable('announcements')
      .addColumn(...idColumn(kit))
      .addColumn('competition_id', 'bigint', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
      .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('priority', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('announcements_competition_created')
      .on('announcements')
      .columns(['competition_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('announcement_reads')
      .addColumn('announcement_id', 'bigint', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('announcement_reads_pk', ['announcement_id', 'user_id'])
      .execute();
  },
};
