import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Replay events (ADR 025): a real S&P 500 period played at a compressed clock. Each is one competition (a league row
 * with its one season: its participants, portfolios, standings and end are the league's) plus this row, which holds
 * what makes it a replay: the real start date and the path seed (both secret until it ends), the number of days, the
 * wall minutes per day and the wall instant of Day 1 09:30. The clock is computed from these, so any instance, also
 * after a restart, resumes where the event is. `class_league_id`: the class it was run for (null: a public event).
 */
export const m035ReplayEvents: Migration = {
  name: '035-replay-events',
  async up(db, kit) {
    await db.schema
      .createTable('replay_events')
      .addColumn(...idColumn(kit))
      .addColumn('competition_id', 'bigint', (c) =>
        c.notNull().unique().references('competitions.id').onDelete('cascade'),
      )
      .addColumn('class_league_id', 'bigint', (c) => c.references('competitions.id').onDelete('set null'))
      .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('minutes_per_day', 'integer', (c) => c.notNull())
      .addColumn('seed', 'varchar(64)', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('replay_events_days', sql`days between 1 and 5`)
      .addCheckConstraint('replay_events_minutes_per_day', sql`minutes_per_day between 2 and 390`)
      .execute();
    await db.schema.createIndex('replay_events_class').on('replay_events').column('class_league_id').execute();
  },
};
