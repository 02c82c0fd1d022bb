import { COMPETITION_MESSAGES, type ErrorCode } from '@tradearena/contracts';
import type { Transaction } from 'kysely';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { PortfolioContext } from './trading-deps.ts';

/**
 * Inside the order's transaction: is the competition season of this portfolio still open for trading at `t`? The
 * routes check before the order too, but a league ended or a season closed between that check and the commit would
 * otherwise take a trade that the frozen standings leave out. On PostgreSQL the season and competition rows are read
 * FOR SHARE: orders of one season proceed side by side, while ending the league or claiming the season (an UPDATE of
 * those rows) waits for them, and orders after it see it closed. SQLite has one writer, so the plain read suffices.
 * Returns why the order is refused, or null.
 */
export async function competitionClosedReason(
  trx: Transaction<Database>,
  kind: DbKind,
  context: PortfolioContext,
  t: number,
): Promise<{ code: ErrorCode; message: string } | null> {
  const query = trx
    .selectFrom('competition_seasons as s')
    .innerJoin('competitions as c', 'c.id', 's.competition_id')
    .select(['c.kind', 'c.starts_at', 'c.completed_at', 's.ends_at', 's.closed_at'])
    .where('s.competition_id', '=', context.competitionId)
    .where('s.season', '=', context.season);
  const row = await (kind === 'postgres' ? query.forShare() : query).executeTakeFirst();
  const league = row?.kind === 'league';
  if (!row || row.closed_at !== null || row.completed_at !== null || t >= Number(row.ends_at)) {
    return league
      ? { code: 'LEAGUE_COMPLETED', message: COMPETITION_MESSAGES.leagueCompleted }
      : { code: 'COMPETITION_SEASON_ENDED', message: COMPETITION_MESSAGES.seasonEnded };
  }
  if (league && row.starts_at !== null && t < Number(row.starts_at))
    return { code: 'LEAGUE_PENDING', message: COMPETITION_MESSAGES.leaguePending };
  return null;
}
