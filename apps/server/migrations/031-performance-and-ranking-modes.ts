import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Performance against the S&P 500 (ADR 023). Each value snapshot keeps SPY's price at the same instant
 * (`benchmark_cents`) and the portfolio's value-weighted beta and invested weight then (the attribution's inputs);
 * null on snapshots taken before this, which the performance history leaves out. Championships and leagues get a
 * `ranking_mode` (return, excess, risk_adjusted): `return` for those that exist, as they ranked, except classes,
 * which take `excess`, their default.
 */
export const m031PerformanceAndRankingModes: Migration = {
  name: '031-performance-and-ranking-modes',
  async up(db) {
    await db.schema.alterTable('portfolio_value_snapshots').addColumn('benchmark_cents', 'bigint').execute();
    await db.schema.alterTable('portfolio_value_snapshots').addColumn('beta', 'double precision').execute();
    await db.schema.alterTable('portfolio_value_snapshots').addColumn('invested_weight', 'double precision').execute();
    await db.schema
      .alterTable('competitions')
      .addColumn('ranking_mode', 'varchar(20)', (c) => c.notNull().defaultTo('return'))
      .execute();
    await db
      .updateTable('competitions')
      .set({ ranking_mode: 'excess' })
      .where('kind', '=', 'league')
      .where('is_educational', '=', 1)
      .execute();
  },
};
