import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Student accounts managed by a teacher (docs/decisions/024-managed-student-accounts.md): `managed_by` is the
 * educator who created the account from a roster (null for a self-registered account), `student_id` the school's
 * number from that roster, and `must_change_password` is 1 while the account still has a temporary password (a
 * roster import or a teacher's reset) — every call but reading the user and setting a password is refused then.
 */
export const m032ManagedStudents: Migration = {
  name: '032-managed-students',
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('managed_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('users').addColumn('student_id', 'varchar(64)').execute();
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('users_managed_by').on('users').column('managed_by').execute();
  },
};
