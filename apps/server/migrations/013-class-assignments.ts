import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Classes (docs/product/educators.md#assignments, ADR 012): assignments of a class league, each with an optional measurable goal,
 * graded once per student at the due time (assignment_results); value snapshots of league portfolios (the value
 * history a drawdown is measured on); when a user last signed in (Active Today); and a class member removed by the
 * educator (`removed_at`: gone from standings, analytics and export, no trading — the portfolio, positions and trades
 * stay, archived).
 */
export const m013ClassAssignments: Migration = {
  name: '013-class-assignments',
  async up(db, kit) {
    await db.schema.alterTable('users').addColumn('last_sign_in_at', 'bigint').execute();
    await db.schema.alterTable('competition_participants').addColumn('removed_at', 'bigint').execute();
    await db.schema
      .createTable('assignments')
      .addColumn(...idColumn(kit))
      .addColumn('competition_id', 'bigint', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
      .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull())
      .addColumn('requirements', 'text', (c) => c.notNull())
      .addColumn('assignment_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('max_score', 'integer', (c) => c.notNull())
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('goal_kind', 'varchar(40)')
      .addColumn('goal_target', 'double precision')
      .addColumn('graded_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('assignments_competition').on('assignments').columns(['competition_id']).execute();
    await db.schema.createIndex('assignments_due_graded').on('assignments').columns(['graded_at', 'due_at']).execute();
    await db.schema
      .createTable('assignment_results')
      .addColumn('assignment_id', 'bigint', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('met', 'integer', (c) => c.notNull())
      .addColumn('actual', 'double precision', (c) => c.notNull())
      .addColumn('target', 'double precision', (c) => c.notNull())
      .addColumn('graded_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('assignment_results_pk', ['assignment_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('portfolio_value_snapshots')
      .addColumn('portfolio_id', 'bigint', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
      .addColumn('taken_at', 'bigint', (c) => c.notNull())
      .addColumn('value_cents', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('portfolio_value_snapshots_pk', ['portfolio_id', 'taken_at'])
      .execute();
  },
};
