import {
  dailyRiskWith,
  emptyDailyRisk,
  isProvisionalScore,
  newYorkDateOf,
  type RankingMode,
  rankingScore,
} from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import type { PlayerScore } from '../standings/index.ts';
import { BENCHMARK } from './benchmark.ts';
import { seasonBenchmarkStart } from './season-benchmark-start.ts';
import { playerRisks } from './season-risk-book.ts';

export type { PlayerScore };

/**
 * The ranking figures of the players of one competition season (ADR 023): the return is the standings' own
 * (time-weighted, ADR 011); the excess is over SPY since the season's first recorded instant (the same span for
 * everyone, season-benchmark-start.ts); the volatility from each player's recorded history kept as running sums
 * (season-risk-book.ts), with the live value as its last point: O(1) per player once the history is read.
 */
export async function scorePlayers(
  deps: { db: DbHandle; marketData: MarketData },
  input: {
    context: PortfolioContext;
    mode: RankingMode;
    now: Date;
    players: readonly { userId: number; valueCents: number; returnFraction: number }[];
  },
): Promise<Map<number, PlayerScore>> {
  const out = new Map<number, PlayerScore>();
  if (input.players.length === 0) return out;
  const risks = await playerRisks(
    deps.db,
    input.context,
    input.players.map((p) => p.userId),
    input.now.getTime(),
  );
  const spy = await deps.marketData.quote(BENCHMARK.symbol);
  const first = await seasonBenchmarkStart(deps.db, input.context, input.now);
  const benchmarkPct = first && spy && first > 0 ? (spy.priceCents / first - 1) * 100 : 0;
  const day = newYorkDateOf(input.now);
  const none = emptyDailyRisk();
  for (const p of input.players) {
    const known = risks.get(p.userId);
    const measured = dailyRiskWith(known?.risk ?? none, {
      day,
      valueCents: p.valueCents,
      netDepositsCents: known?.netDepositsCents ?? 0,
    });
    const returnPct = p.returnFraction * 100;
    const metrics = { returnPct, excessReturnPct: returnPct - benchmarkPct, volatilityPct: measured.volatilityPct };
    out.set(p.userId, {
      ...metrics,
      score: rankingScore(input.mode, metrics),
      provisional: isProvisionalScore(input.mode, measured.tradingDays),
    });
  }
  return out;
}
