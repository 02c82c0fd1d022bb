import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Education progress (docs/product/content.md#education): which sections of which module each user has read (one row per read
 * section; reading again changes nothing) and each user's best quiz score per module. Module and section ids are
 * those of the content in apps/server/content/education; deleting a user deletes their progress.
 */
export const m016EducationProgress: Migration = {
  name: '016-education-progress',
  async up(db) {
    await db.schema
      .createTable('education_section_reads')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('module_id', 'integer', (c) => c.notNull())
      .addColumn('section_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('education_section_reads_pk', ['user_id', 'module_id', 'section_id'])
      .execute();
    await db.schema
      .createTable('education_quiz_results')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('module_id', 'integer', (c) => c.notNull())
      .addColumn('best_score', 'integer', (c) => c.notNull())
      .addColumn('question_count', 'integer', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('best_at', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('education_quiz_results_pk', ['user_id', 'module_id'])
      .execute();
  },
};
