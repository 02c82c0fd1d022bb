import type { LeagueStatsRow } from '@tradearena/contracts';
import { leagueWinRate, type WinRateTrade } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { dollars, percent2 } from '../portfolio/index.ts';
import type { LeagueDeps } from './league-deps.ts';
import { leagueStandings } from './league-standings.ts';
import { requireLeagueMember } from './require-league-member.ts';

/**
 * GET /api/leagues/:id/stats (docs/product/competitions.md#league-standings-and-history): each visible player's value, profit and return net of deposits,
 * trades and win rate — the league win % (symbols bought and sold, won when sold above the buy price), a
 * fraction. Players only.
 */
export async function getLeagueStats(
  deps: LeagueDeps,
  input: { leagueId: number; userId: number },
): Promise<Result<LeagueStatsRow[]>> {
  const league = await requireLeagueMember(deps.db.db, input.leagueId, input.userId);
  if (!league.ok) return league;
  const standings = await leagueStandings(deps, league.value);
  const trades = await deps.db.db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .select(['t.user_id', 't.symbol', 't.side', 't.price_cents'])
    .where('p.competition_id', '=', input.leagueId)
    .where('p.season', '=', LEAGUE_SEASON)
    .execute();
  const tradesOf = new Map<number, WinRateTrade[]>();
  for (const t of trades) {
    const list = tradesOf.get(Number(t.user_id)) ?? [];
    list.push({ symbol: t.symbol, side: t.side, priceCents: Number(t.price_cents) });
    tradesOf.set(Number(t.user_id), list);
  }
  return ok(
    standings.map((s) => ({
      displayName: s.displayName,
      username: s.username,
      portfolioValue: dollars(s.valueCents),
      totalReturn: dollars(s.profitCents),
      returnPercentage: percent2(s.returnFraction * 100),
      totalTrades: s.tradeCount,
      winRate: leagueWinRate(tradesOf.get(s.userId) ?? []),
      rank: s.rank,
    })),
  );
}
