import {
  isProvisionalScore,
  measurePerformance,
  newYorkDateOf,
  type RankingMode,
  rankingScore,
} from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { type PlayerScore, readTransferFlows } from '../standings/index.ts';
import { BENCHMARK } from './benchmark.ts';
import { snapshotObservation, withTransfers } from './read-performance-history.ts';
import { seasonBenchmarkStart } from './season-benchmark-start.ts';

export type { PlayerScore };

/**
 * The ranking figures of the players of one competition season (ADR 023): the return is the standings' own
 * (time-weighted, ADR 011); the excess is over SPY since the season's first recorded instant (the same span for
 * everyone, season-benchmark-start.ts); the volatility from each player's recorded history, with the live value as its last point. One query
 * for the portfolios, one for their snapshots, one for the transfers.
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
  const db = deps.db.db;
  const userIds = input.players.map((p) => p.userId);
  const out = new Map<number, PlayerScore>();
  if (userIds.length === 0) return out;
  const portfolios = await db
    .selectFrom('portfolios')
    .select(['id', 'user_id', 'net_deposits_cents'])
    .where('competition_id', '=', input.context.competitionId)
    .where('season', '=', input.context.season)
    .where('user_id', 'in', userIds)
    .execute();
  const portfolioOf = new Map(portfolios.map((p) => [Number(p.user_id), p]));
  const rows = await db
    .selectFrom('portfolio_value_snapshots')
    .select([
      'portfolio_id',
      'taken_at',
      'value_cents',
      'net_deposits_cents',
      'benchmark_cents',
      'beta',
      'invested_weight',
    ])
    .where(
      'portfolio_id',
      'in',
      portfolios.map((p) => Number(p.id)),
    )
    .where('benchmark_cents', 'is not', null)
    .where('taken_at', '<', input.now.getTime())
    .orderBy('portfolio_id')
    .orderBy('taken_at')
    .execute();
  const historyOf = new Map<number, ReturnType<typeof snapshotObservation>[]>();
  for (const r of rows) {
    const o = snapshotObservation(r);
    const list = historyOf.get(Number(r.portfolio_id)) ?? [];
    list.push(o);
    historyOf.set(Number(r.portfolio_id), list);
  }
  const flowsOf = await readTransferFlows(db, userIds, input.context);
  const spy = await deps.marketData.quote(BENCHMARK.symbol);
  const first = await seasonBenchmarkStart(deps.db, input.context, input.now);
  const benchmarkPct = first && spy && first > 0 ? (spy.priceCents / first - 1) * 100 : 0;
  for (const p of input.players) {
    const portfolio = portfolioOf.get(p.userId);
    const snapshots = portfolio ? (historyOf.get(Number(portfolio.id)) ?? []) : [];
    const history = withTransfers(snapshots, flowsOf.get(p.userId) ?? [], input.now.getTime());
    const last = history[history.length - 1];
    const measured = measurePerformance([
      ...history,
      {
        t: input.now.getTime(),
        day: newYorkDateOf(input.now),
        valueCents: p.valueCents,
        netDepositsCents: Number(portfolio?.net_deposits_cents ?? 0),
        benchmarkCents: spy?.priceCents ?? last?.benchmarkCents ?? 0,
        beta: last?.beta ?? 0,
        investedWeight: last?.investedWeight ?? 0,
      },
    ]);
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
