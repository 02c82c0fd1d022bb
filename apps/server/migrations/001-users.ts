import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

export const m001Users: Migration = {
  name: '001-users',
  async up(db, kit) {
    await db.schema
      .createTable('users')
      .addColumn(...idColumn(kit))
      .addColumn('email', 'varchar(320)')
      .addColumn('email_normalized', 'varchar(320)', (c) => c.unique())
      .addColumn('username', 'varchar(40)', (c) => c.notNull())
      .addColumn('username_normalized', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('is_educator', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('timezone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
      .addColumn('experience', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  },
};
