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
import type { PlayerScore, ScoreColumns } from '../standings/index.ts';
import { BENCHMARK } from './benchmark.ts';
import { seasonBenchmarkStart } from './season-benchmark-start.ts';
import { playerRisks } from './season-risk-book.ts';

export type { PlayerScore };

/** The inputs of a ranking mode's figures, as of `now`. */
interface Scoring {
  context: PortfolioContext;
  mode: RankingMode;
  now: Date;
}

/**
 * The ranking figures of the players of one competition season (ADR 023): the return is the standings' own
 * (time-weighted, ADR 011); the excess is over SPY since the season's first recorded instant (the same span for
 * everyone, season-benchmark-start.ts); the volatility from each player's recorded history kept as running sums
 * (season-risk-book.ts), with the live value as its last point: O(1) per player once the history is read.
 */
export async function scorePlayers(
  deps: { db: DbHandle; marketData: MarketData },
  input: Scoring & { players: readonly { userId: number; valueCents: number; returnFraction: number }[] },
): Promise<Map<number, PlayerScore>> {
  const out = new Map<number, PlayerScore>();
  if (input.players.length === 0) return out;
  const figures = await figuresAt(
    deps,
    input,
    input.players.map((p) => p.userId),
  );
  for (const p of input.players) out.set(p.userId, figures(p.userId, p.valueCents, p.returnFraction));
  return out;
}

/**
 * scorePlayers for a whole valuation, in columns by position (no object kept per player): the score, volatility and
 * provisional flag of each, and the S&P 500's move (the excess is the return minus it).
 */
export async function scoreColumns(
  deps: { db: DbHandle; marketData: MarketData },
  input: Scoring & { userIds: ArrayLike<number>; valuesCents: ArrayLike<number>; returns: ArrayLike<number> },
): Promise<ScoreColumns> {
  const n = input.userIds.length;
  const figures = await figuresAt(deps, input, input.userIds);
  const out: ScoreColumns = {
    score: new Float64Array(n),
    volatilityPct: new Float64Array(n),
    provisional: new Uint8Array(n),
    benchmarkPct: figures.benchmarkPct,
  };
  for (let i = 0; i < n; i++) {
    const m = figures.measure(input.userIds[i]!, input.valuesCents[i]!);
    const returnPct = input.returns[i]! * 100;
    out.score[i] = rankingScore(input.mode, {
      returnPct,
      excessReturnPct: returnPct - figures.benchmarkPct,
      volatilityPct: m.volatilityPct,
    });
    out.volatilityPct[i] = m.volatilityPct;
    out.provisional[i] = isProvisionalScore(input.mode, m.tradingDays) ? 1 : 0;
  }
  return out;
}

/** The figures of a player of `userIds` at a value and return, as of `input.now`. */
async function figuresAt(deps: { db: DbHandle; marketData: MarketData }, input: Scoring, userIds: ArrayLike<number>) {
  const risks = await playerRisks(deps.db, input.context, userIds, input.now.getTime());
  const spy = await deps.marketData.quote(BENCHMARK.symbol);
  const first = await seasonBenchmarkStart(deps.db, input.context, input.now);
  const benchmarkPct = first && spy && first > 0 ? (spy.priceCents / first - 1) * 100 : 0;
  const day = newYorkDateOf(input.now);
  const none = emptyDailyRisk();
  /** The volatility and trading days of a player's history with the live value as its last point. */
  const measure = (userId: number, valueCents: number) => {
    const known = risks.get(userId);
    return dailyRiskWith(known?.risk ?? none, { day, valueCents, netDepositsCents: known?.netDepositsCents ?? 0 });
  };
  const figures = (userId: number, valueCents: number, returnFraction: number): PlayerScore => {
    const measured = measure(userId, valueCents);
    const returnPct = returnFraction * 100;
    const metrics = { returnPct, excessReturnPct: returnPct - benchmarkPct, volatilityPct: measured.volatilityPct };
    return {
      ...metrics,
      score: rankingScore(input.mode, metrics),
      provisional: isProvisionalScore(input.mode, measured.tradingDays),
    };
  };
  return Object.assign(figures, { benchmarkPct, measure });
}
