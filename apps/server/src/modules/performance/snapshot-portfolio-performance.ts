import { type PositionLot, valuePortfolio } from '@tradearena/domain';
import type { Selectable } from 'kysely';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { nextTurn } from '../../next-turn.ts';
import type { MarketHours } from '../../ports/market-hours.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { currentSeason } from '../competition-core/index.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { byLotSymbol, ledgerOf, priceMarks } from '../portfolio/index.ts';
import { BENCHMARK } from './benchmark.ts';
import { createExposureOf, type ExposureDeps } from './exposure-of.ts';
import { announceSeasonSnapshots } from './season-snapshots-channel.ts';
import { snapshotInstant } from './snapshot-instant.ts';

/** Portfolios valued per query round. */
const PAGE = 500;

/**
 * Records the value history of every live portfolio (ADR 023): the personal portfolios and those of the running
 * championship seasons and leagues, each with SPY's price and the portfolio's beta and invested weight at the same
 * instant (snapshotInstant: the 15-minute bucket while the market is open, the close after it). A second run at the
 * same instant reads and writes nothing (a portfolio already recorded then is skipped); a snapshot the class job
 * wrote first (without the benchmark) gets it added.
 * Returns the rows written. Nothing without a SPY quote. Once `signal` is aborted (the app is shutting down) no page is
 * started: each page is one statement, and the next run records the portfolios left.
 */
export async function snapshotPortfolioPerformance(
  deps: ExposureDeps & { db: DbHandle; marketHours: MarketHours; pubsub: PubSub },
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const takenAt = snapshotInstant(deps.marketHours.status(now), now);
  if (takenAt === null) return 0;
  const benchmark = await deps.marketData.quote(BENCHMARK.symbol);
  if (!benchmark) return 0;
  const exposureOf = await createExposureOf(deps);
  let written = 0;
  for (const context of await liveContexts(deps.db, now)) {
    const before = written;
    let afterId = 0;
    while (!signal?.aborted) {
      const page = await readPage(deps.db, context, afterId, takenAt);
      if (page.length === 0) break;
      afterId = page[page.length - 1]!.id;
      const marks = await priceMarks(deps.marketData, [...new Set(page.flatMap((p) => p.lots.map((l) => l.symbol)))]);
      const rows = [];
      for (const p of page) {
        const valued = valuePortfolio(p.ledger, p.lots, marks);
        const exposure = await exposureOf(valued.positions, valued.totalValueCents);
        rows.push({
          portfolio_id: p.id,
          taken_at: takenAt,
          value_cents: valued.totalValueCents,
          net_deposits_cents: p.ledger.netDepositsCents,
          benchmark_cents: benchmark.priceCents,
          beta: exposure.beta,
          invested_weight: exposure.investedWeight,
        });
      }
      const res = await deps.db.db
        .insertInto('portfolio_value_snapshots')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['portfolio_id', 'taken_at'])
            .doUpdateSet((eb) => ({
              benchmark_cents: eb.ref('excluded.benchmark_cents'),
              beta: eb.ref('excluded.beta'),
              invested_weight: eb.ref('excluded.invested_weight'),
            }))
            .where('portfolio_value_snapshots.benchmark_cents', 'is', null),
        )
        .executeTakeFirst();
      written += Number(res.numInsertedOrUpdatedRows ?? 0n);
      await nextTurn();
    }
    // Every instance's season caches take the new snapshots in (this one's at once).
    if (written > before) announceSeasonSnapshots(deps, context);
  }
  return written;
}

/**
 * The personal context and the current season of every championship and running league; with `only`, the seasons of
 * the competitions it keeps (and not the personal context).
 */
export async function liveContexts(
  handle: DbHandle,
  now: Date,
  only?: (c: Selectable<Database['competitions']>) => boolean,
): Promise<PortfolioContext[]> {
  const t = now.getTime();
  const competitions = await handle.db
    .selectFrom('competitions')
    .selectAll()
    .where('completed_at', 'is', null)
    .execute();
  const contexts: PortfolioContext[] = only ? [] : [{ competitionId: 0, season: 0 }];
  for (const c of competitions) {
    if (only && !only(c)) continue;
    const window = currentSeason(c, now);
    if (window.startsAt.getTime() <= t && t < window.endsAt.getTime())
      contexts.push({ competitionId: Number(c.id), season: window.season });
  }
  return contexts;
}

/** The next portfolios of the context after `afterId` that have no complete snapshot at `takenAt` yet. */
async function readPage(handle: DbHandle, context: PortfolioContext, afterId: number, takenAt: number) {
  const db = handle.db;
  const portfolios = await db
    .selectFrom('portfolios')
    .select([
      'id',
      'cash_cents',
      'starting_cash_cents',
      'net_deposits_cents',
      'realized_pnl_cents',
      'winning_sells',
      'total_sells',
      'total_trades',
    ])
    .where('competition_id', '=', context.competitionId)
    .where('season', '=', context.season)
    .where('id', '>', afterId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('portfolio_value_snapshots as s')
            .select('s.taken_at')
            .whereRef('s.portfolio_id', '=', 'portfolios.id')
            .where('s.taken_at', '=', takenAt)
            .where('s.benchmark_cents', 'is not', null),
        ),
      ),
    )
    .orderBy('id')
    .limit(PAGE)
    .execute();
  if (portfolios.length === 0) return [];
  const positions = await db
    .selectFrom('positions')
    .select(['portfolio_id', 'symbol', 'quantity', 'cost_basis_cents'])
    .where(
      'portfolio_id',
      'in',
      portfolios.map((p) => Number(p.id)),
    )
    .execute();
  const lotsOf = new Map<number, PositionLot[]>();
  for (const r of positions) {
    const id = Number(r.portfolio_id);
    const lots = lotsOf.get(id) ?? [];
    lots.push({ symbol: r.symbol, quantity: Number(r.quantity), costBasisCents: Number(r.cost_basis_cents) });
    lotsOf.set(id, lots);
  }
  return portfolios.map((p) => ({
    id: Number(p.id),
    ledger: ledgerOf(p),
    lots: (lotsOf.get(Number(p.id)) ?? []).sort(byLotSymbol),
  }));
}
