import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * District pricing inquiries (docs/product/educators.md#district-inquiry): what a district asked, kept whether or not the email to the
 * operators went out. `client_address` is the rate-limit key of the sender (an IPv6 client by its /64);
 * `user_id` the signed-in account that sent it, if any.
 */
export const m011DistrictInquiries: Migration = {
  name: '011-district-inquiries',
  async up(db, kit) {
    await db.schema
      .createTable('district_inquiries')
      .addColumn(...idColumn(kit))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('institution', 'varchar(200)', (c) => c.notNull())
      .addColumn('number_of_schools', 'integer', (c) => c.notNull())
      .addColumn('estimated_educators', 'integer', (c) => c.notNull())
      .addColumn('district', 'varchar(200)')
      .addColumn('current_solution', 'varchar(200)')
      .addColumn('timeline', 'varchar(20)', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('client_address', 'text', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('district_inquiries_created_at')
      .on('district_inquiries')
      .column('created_at')
      .execute();
  },
};
