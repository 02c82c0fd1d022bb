import type { LeagueLeaderboardRow } from '@tradearena/contracts';
import type { RankingMode } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON, rankingModeOf } from '../competition-core/index.ts';
import { scorePlayers } from '../performance/index.ts';
import { dollars, percent2 } from '../portfolio/index.ts';
import type { LeagueDeps } from './league-deps.ts';
import { leagueStandings } from './league-standings.ts';
import { requireLeagueMember } from './require-league-member.ts';

/**
 * GET /api/leagues/:id/leaderboard: every visible player with rank, profit/loss and return % (players only), with the
 * figures of the ranking modes (ADR 023), sorted by the score of the league's mode or of `rank` when asked (ties
 * keep the standings' order).
 */
export async function getLeagueLeaderboard(
  deps: LeagueDeps,
  input: { leagueId: number; userId: number; rank?: RankingMode | undefined },
): Promise<Result<LeagueLeaderboardRow[]>> {
  const league = await requireLeagueMember(deps.db.db, input.leagueId, input.userId);
  if (!league.ok) return league;
  const standings = await leagueStandings(deps, league.value);
  const mode = input.rank ?? rankingModeOf(league.value);
  const scores = await scorePlayers(deps, {
    context: { competitionId: input.leagueId, season: LEAGUE_SEASON },
    mode,
    now: deps.clock.now(),
    players: standings,
  });
  const rows = standings.map((s) => {
    const m = scores.get(s.userId)!;
    return {
      rank: s.rank,
      userId: s.userId,
      displayName: s.displayName,
      username: s.username,
      profitLoss: dollars(s.profitCents),
      returnPercent: percent2(s.returnFraction * 100),
      totalValue: dollars(s.valueCents),
      isYou: s.userId === input.userId,
      returnPct: percent2(m.returnPct),
      excessReturnPct: percent2(m.excessReturnPct),
      volatilityPct: percent2(m.volatilityPct),
      score: Math.round(m.score * 10_000) / 10_000,
      provisional: m.provisional,
    };
  });
  // A stable sort: equal scores keep the standings' order (return, then the earlier joiner).
  rows.sort((a, b) => scores.get(b.userId)!.score - scores.get(a.userId)!.score);
  return ok(rows.map((r, i) => ({ ...r, rank: i + 1 })));
}
