import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * League history reads a closed season's size and its top of the standings (docs/product/competitions.md#league-standings-and-history). A weekly season may have
 * 100,000 results, so the size is kept on the season when it closes instead of counted at every read, and the top is
 * found through an index on the rank.
 */
export const m008SeasonResultsReads: Migration = {
  name: '008-season-results-reads',
  async up(db) {
    await db.schema.alterTable('competition_seasons').addColumn('participant_count', 'integer').execute();
    await sql`update competition_seasons set participant_count = (
      select count(*) from competition_results r
      where r.competition_id = competition_seasons.competition_id and r.season = competition_seasons.season
    ) where closed_at is not null`.execute(db);
    await db.schema
      .createIndex('competition_results_rank')
      .on('competition_results')
      .columns(['competition_id', 'season', 'rank'])
      .execute();
  },
};
