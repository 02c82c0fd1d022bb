import type { PerformanceRange, PerformanceResponse } from '@tradearena/contracts';
import { measurePerformance, newYorkDateOf, type PerformanceObservation, toDollars } from '@tradearena/domain';
import { ok, type Result, unwrap } from '../../app-error.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import type { PortfolioCache, PortfolioContext, TradingDeps } from '../portfolio/index.ts';
import { getPortfolioValuation, selectDividendsPaid } from '../portfolio/index.ts';
import { readTransferFlows } from '../standings/index.ts';
import { BENCHMARK } from './benchmark.ts';
import { createExposureOf } from './exposure-of.ts';
import { rangeStartOf } from './range-start.ts';
import { readPerformanceHistory, withDividends } from './read-performance-history.ts';

/** Percentages and ratios go out with 4 decimals: the attribution's five parts still add up to ±0.001 pp. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The caller's portfolio (personal, or the `context` the route resolved) against the S&P 500 over `range`
 * (ADR 023): the recorded history from the range's start, then the live value now; figures from measurePerformance,
 * beta and sectors from what is held now.
 */
export async function getPortfolioPerformance(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData'> & { portfolios: PortfolioCache; marketFeed: MarketFeed },
  input: { userId: number; context: PortfolioContext; range: PerformanceRange },
): Promise<Result<PerformanceResponse>> {
  const db = deps.db.db;
  const now = deps.clock.now();
  const valuation = unwrap(await getPortfolioValuation(deps, input));
  const portfolio = await db
    .selectFrom('portfolios')
    .select(['id', 'net_deposits_cents'])
    .where('user_id', '=', input.userId)
    .where('competition_id', '=', input.context.competitionId)
    .where('season', '=', input.context.season)
    .executeTakeFirstOrThrow();
  const flows = (await readTransferFlows(db, [input.userId], input.context)).get(input.userId) ?? [];
  const history = await readPerformanceHistory(db, {
    portfolioId: Number(portfolio.id),
    from: rangeStartOf(input.range, now),
    before: now.getTime(),
    flows,
  });
  const exposure = await (await createExposureOf(deps))(valuation.positions, valuation.totalValueCents);
  const spy = await deps.marketData.quote(BENCHMARK.symbol);
  const live: PerformanceObservation = {
    t: now.getTime(),
    day: newYorkDateOf(now),
    valueCents: valuation.totalValueCents,
    netDepositsCents: Number(portfolio.net_deposits_cents),
    benchmarkCents: spy?.priceCents ?? history[history.length - 1]?.benchmarkCents ?? 0,
    beta: exposure.beta,
    investedWeight: exposure.investedWeight,
  };
  const paid = await selectDividendsPaid(db, Number(portfolio.id));
  const m = measurePerformance(withDividends([...history, live], paid));
  return ok({
    range: input.range,
    benchmark: { ...BENCHMARK },
    points: m.points.map((p) => ({
      t: new Date(p.t).toISOString(),
      value: toDollars(p.valueCents),
      returnPct: round4(p.returnPct),
      benchmarkPct: round4(p.benchmarkPct),
    })),
    returnPct: round4(m.returnPct),
    benchmarkReturnPct: round4(m.benchmarkReturnPct),
    excessReturnPct: round4(m.excessReturnPct),
    volatilityPct: round4(m.volatilityPct),
    maxDrawdownPct: round4(m.maxDrawdownPct),
    beta: round4(exposure.beta),
    sharpe: m.sharpe === null ? null : round4(m.sharpe),
    sectors: exposure.sectors.map((s) => ({ sector: s.sector, weightPct: round4(s.weightPct) })),
    attribution: {
      marketPct: round4(m.attribution.marketPct),
      selectionPct: round4(m.attribution.selectionPct),
      cashPct: round4(m.attribution.cashPct),
      feesPct: round4(m.attribution.feesPct),
      dividendsPct: round4(m.attribution.dividendsPct),
    },
  });
}
