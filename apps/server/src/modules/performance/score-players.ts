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
import type { PlayerScore, ValuationScorer } from '../standings/index.ts';
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
 * How long a valuation's scoring waits for its season's risk book while the book is read whole (after a start, ~100 s
 * at 100,000 players on PostgreSQL): after it, the leaderboard answers from the players read so far, the others
 * scored on their live value alone — provisional (under 5 trading days) until the book has them. The season close
 * scores through scorePlayers, which always waits for the whole book.
 */
export const BOOK_WAIT_AT_MOST_MS = 2_000;

/**
 * scorePlayers for a whole standings valuation (the index's own pass): the histories read once for its players, then
 * each player's figures written into columns in O(1), no object kept per player.
 */
export async function valuationScorer(
  deps: { db: DbHandle; marketData: MarketData },
  input: Scoring & { userIds: ArrayLike<number> },
): Promise<ValuationScorer> {
  const figures = await figuresAt(deps, input, input.userIds, BOOK_WAIT_AT_MOST_MS);
  const { benchmarkPct } = figures;
  return {
    benchmarkPct,
    score(userId, valueCents, returnFraction, out, i) {
      const m = figures.measure(userId, valueCents);
      const returnPct = returnFraction * 100;
      out.score[i] = rankingScore(input.mode, {
        returnPct,
        excessReturnPct: returnPct - benchmarkPct,
        volatilityPct: m.volatilityPct,
      });
      out.volatilityPct[i] = m.volatilityPct;
      out.provisional[i] = isProvisionalScore(input.mode, m.tradingDays) ? 1 : 0;
    },
  };
}

/** The figures of a player of `userIds` at a value and return, as of `input.now`. */
async function figuresAt(
  deps: { db: DbHandle; marketData: MarketData },
  input: Scoring,
  userIds: ArrayLike<number>,
  bookWaitMs = Number.POSITIVE_INFINITY,
) {
  const risks = await playerRisks(deps.db, input.context, userIds, input.now.getTime(), bookWaitMs);
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
