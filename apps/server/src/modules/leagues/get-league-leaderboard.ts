import type { LeagueLeaderboardRow } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import { dollars, percent2 } from '../portfolio/index.ts';
import type { LeagueDeps } from './league-deps.ts';
import { leagueStandings } from './league-standings.ts';
import { requireLeagueMember } from './require-league-member.ts';

/** GET /api/leagues/:id/leaderboard: every visible player with rank, profit/loss and return % (players only). */
export async function getLeagueLeaderboard(
  deps: LeagueDeps,
  input: { leagueId: number; userId: number },
): Promise<Result<LeagueLeaderboardRow[]>> {
  const league = await requireLeagueMember(deps.db.db, input.leagueId, input.userId);
  if (!league.ok) return league;
  const standings = await leagueStandings(deps, league.value);
  return ok(
    standings.map((s) => ({
      rank: s.rank,
      userId: s.userId,
      displayName: s.displayName,
      username: s.username,
      profitLoss: dollars(s.profitCents),
      returnPercent: percent2(s.returnFraction * 100),
      totalValue: dollars(s.valueCents),
      isYou: s.userId === input.userId,
    })),
  );
}
