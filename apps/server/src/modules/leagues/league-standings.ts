import { rankParticipants } from '@tradearena/domain';
import { competitionMarketData } from '../../adapters/market-data/replay/replay-markets.ts';
import type { CompetitionRow } from '../competition-core/index.ts';
import { competitionState, LEAGUE_SEASON } from '../competition-core/index.ts';
import {
  closeCompetitionSeason,
  readAllStandingPlayers,
  toParticipantResult,
  valueStandingPlayers,
} from '../competitions/index.ts';
import { completeLeague } from './complete-league.ts';
import type { LeagueDeps } from './league-deps.ts';
import { withLeagueScorer } from './with-league-scorer.ts';

/** One visible player of a league, in rank order. */
export interface LeagueStanding {
  userId: number;
  displayName: string;
  username: string;
  rank: number;
  valueCents: number;
  /** Value − starting cash − money moved in: deposits are never profit. */
  profitCents: number;
  /** Time-weighted return net of deposits (ADR 011), a fraction. */
  returnFraction: number;
  tradeCount: number;
  /** Once completed: what the close paid into the player's bank (a public replay event's prize pool). */
  prizeCents?: number;
}

/**
 * A league's standings (visible names only, rank order; docs/product/competitions.md#hidden-names): while it waits or runs, every player valued at
 * the current quotes and ranked by the domain (rankParticipants: return net of deposits, ties to the earlier joiner);
 * once completed, the standings frozen at the completion — a league whose end passed before the job ran is completed
 * here first (lazily, once).
 */
export async function leagueStandings(deps: LeagueDeps, league: CompetitionRow): Promise<LeagueStanding[]> {
  const now = deps.clock.now();
  const competitionId = Number(league.id);
  if (competitionState(league, now) === 'completed') {
    const at = Math.min(Number(league.completed_at ?? league.ends_at ?? now.getTime()), now.getTime());
    // Marked already (the usual case): only a close that a stopped run left undone is finished, without a write.
    if (league.completed_at === null) await completeLeague(deps, competitionId, new Date(at));
    else await closeCompetitionSeason(withLeagueScorer(deps), competitionId, LEAGUE_SEASON, new Date(at));
    return frozenStandings(deps, competitionId);
  }
  const players = await readAllStandingPlayers(deps.db.db, { competitionId, season: LEAGUE_SEASON });
  // A replay event's players are valued at its own prices (ADR 025).
  const market = competitionMarketData({ ...deps, db: deps.db.db }, competitionId);
  const values = await valueStandingPlayers(market, players);
  const ranked = rankParticipants(
    players.map((p, i) => ({ ...toParticipantResult(p, values[i]!), username: p.username })),
    { seasonStart: new Date(Number(league.starts_at ?? league.created_at)), at: now },
  );
  return ranked.flatMap((r) =>
    r.rank === null
      ? []
      : [
          {
            userId: r.userId,
            displayName: r.displayName,
            username: r.username,
            rank: r.rank,
            valueCents: r.valueCents,
            profitCents: r.profitCents,
            returnFraction: r.returnFraction,
            tradeCount: r.tradeCount,
          },
        ],
  );
}

async function frozenStandings(deps: LeagueDeps, competitionId: number): Promise<LeagueStanding[]> {
  const rows = await deps.db.db
    .selectFrom('competition_results as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id',
      'r.display_name',
      'u.username',
      'r.rank',
      'r.final_value_cents',
      'r.profit_cents',
      'r.return_ppm',
      'r.trade_count',
      'r.prize_cents',
    ])
    .where('r.competition_id', '=', competitionId)
    .where('r.season', '=', LEAGUE_SEASON)
    .where('r.rank', 'is not', null)
    .orderBy('r.rank')
    .execute();
  return rows.map((r) => ({
    userId: Number(r.user_id),
    displayName: r.display_name,
    username: r.username,
    rank: Number(r.rank),
    valueCents: Number(r.final_value_cents),
    profitCents: Number(r.profit_cents),
    returnFraction: Number(r.return_ppm) / 1_000_000,
    tradeCount: Number(r.trade_count),
    prizeCents: Number(r.prize_cents),
  }));
}
