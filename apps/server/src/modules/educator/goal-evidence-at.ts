import {
  type ClassStudent,
  cashOnlyRisk,
  classAnalytics,
  type GoalEvidence,
  isBuySide,
  maxDrawdownPercent,
  type ParticipantResult,
  rankParticipants,
  unitValueHistory,
} from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { createSectorLookup } from '../market/index.ts';
import { percent2 } from '../portfolio/index.ts';

/**
 * What grading a goal needs of each student of a class at the due instant, from the ledger (ADR 012): positions and
 * cash as of the due time (trades and transfers up to it), valued at the quotes of the grading run (a provider
 * cannot price a past instant; the job runs within a minute of the due time; a symbol without a quote at its last
 * traded price), the return net of deposits up to then (rankParticipants), the class's mean return, the sectors
 * held (the market-data port's), the trades up to then, and the largest drawdown of the unit value (ADR 012: the
 * starting cash, the value snapshots and each transfer's value before it up to then, the value at the due time, net
 * of deposits by unitValueHistory). Students who joined after the due time or were removed are left out.
 */
export async function goalEvidenceAt(
  deps: { db: Kysely<Database>; marketData: MarketData },
  league: { id: number; seasonStart: Date },
  due: Date,
): Promise<Map<number, GoalEvidence>> {
  const db = deps.db;
  const t = due.getTime();
  const members = await db
    .selectFrom('competition_participants as cp')
    .innerJoin('portfolios as p', (j) =>
      j
        .onRef('p.user_id', '=', 'cp.user_id')
        .onRef('p.competition_id', '=', 'cp.competition_id')
        .onRef('p.season', '=', 'cp.season'),
    )
    .select(['cp.user_id', 'cp.display_name', 'cp.joined_at', 'p.id as portfolio_id', 'p.starting_cash_cents'])
    .where('cp.competition_id', '=', league.id)
    .where('cp.season', '=', LEAGUE_SEASON)
    .where('cp.removed_at', 'is', null)
    .where('cp.joined_at', '<=', t)
    .execute();
  const evidence = new Map<number, GoalEvidence>();
  if (members.length === 0) return evidence;
  const portfolioIds = members.map((m) => Number(m.portfolio_id));
  const trades = await db
    .selectFrom('trades')
    .select(['id', 'portfolio_id', 'symbol', 'side', 'quantity', 'price_cents', 'cash_after_cents', 'executed_at'])
    .where('portfolio_id', 'in', portfolioIds)
    .where('executed_at', '<=', t)
    .orderBy('executed_at')
    .orderBy('id')
    .execute();
  const transfers = await db
    .selectFrom('portfolio_transfers')
    .select(['portfolio_id', 'amount_cents', 'value_before_cents', 'cash_after_cents', 'created_at'])
    .where('portfolio_id', 'in', portfolioIds)
    .where('created_at', '<=', t)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const snapshots = await db
    .selectFrom('portfolio_value_snapshots')
    .select(['portfolio_id', 'value_cents', 'net_deposits_cents'])
    .where('portfolio_id', 'in', portfolioIds)
    .where('taken_at', '<=', t)
    .orderBy('taken_at')
    .execute();

  interface Book {
    quantities: Map<string, number>;
    cash: { at: number; cents: number } | null;
    trades: number;
  }
  const books = new Map<number, Book>(portfolioIds.map((id) => [id, { quantities: new Map(), cash: null, trades: 0 }]));
  const lastPrice = new Map<string, number>();
  for (const tr of trades) {
    const book = books.get(Number(tr.portfolio_id))!;
    const q = book.quantities.get(tr.symbol) ?? 0;
    // Buys and covers add shares; sells and shorts take them away (a short is a negative quantity, docs/product/trading.md#short-selling-and-margin).
    book.quantities.set(tr.symbol, q + (isBuySide(tr.side) ? 1 : -1) * Number(tr.quantity));
    book.cash = { at: Number(tr.executed_at), cents: Number(tr.cash_after_cents) };
    book.trades++;
    lastPrice.set(tr.symbol, Number(tr.price_cents));
  }
  for (const tf of transfers) {
    const book = books.get(Number(tf.portfolio_id))!;
    if (!book.cash || Number(tf.created_at) >= book.cash.at)
      book.cash = { at: Number(tf.created_at), cents: Number(tf.cash_after_cents) };
  }
  const held = [
    ...new Set([...books.values()].flatMap((b) => [...b.quantities].filter(([, q]) => q !== 0).map(([s]) => s))),
  ];
  const quotes = held.length ? await deps.marketData.quotes(held) : new Map();
  const priceOf = (symbol: string) => quotes.get(symbol)?.priceCents ?? lastPrice.get(symbol) ?? 0;
  const sectorOf = createSectorLookup(deps.marketData);

  const results: (ParticipantResult & { portfolioId: number; unitValues: number[]; sectors: string[] })[] = [];
  for (const m of members) {
    const portfolioId = Number(m.portfolio_id);
    const book = books.get(portfolioId)!;
    const starting = Number(m.starting_cash_cents);
    // Shorts count at their (negative) value; only long positions hold a sector.
    const positions = [...book.quantities].filter(([, q]) => q !== 0);
    const value = (book.cash?.cents ?? starting) + positions.reduce((sum, [s, q]) => sum + q * priceOf(s), 0);
    const flows = transfers
      .filter((tf) => Number(tf.portfolio_id) === portfolioId)
      .map((tf) => ({
        amountCents: Number(tf.amount_cents),
        at: new Date(Number(tf.created_at)),
        valueBeforeCents: Number(tf.value_before_cents),
      }));
    const observations = snapshots
      .filter((s) => Number(s.portfolio_id) === portfolioId)
      .map((s) => ({ valueCents: Number(s.value_cents), netDepositsCents: Number(s.net_deposits_cents) }));
    const netDepositsCents = flows.reduce((sum, f) => sum + f.amountCents, 0);
    results.push({
      userId: Number(m.user_id),
      displayName: m.display_name,
      startingCashCents: starting,
      valueCents: value,
      flows,
      tradeCount: book.trades,
      joinedAt: new Date(Number(m.joined_at)),
      portfolioId,
      unitValues: unitValueHistory(starting, flows, [...observations, { valueCents: value, netDepositsCents }]),
      sectors: await Promise.all(positions.filter(([, q]) => q > 0).map(([s]) => sectorOf(s))),
    });
  }
  const ranked = rankParticipants(results, { seasonStart: league.seasonStart, at: due });
  const returns = new Map(ranked.map((r) => [r.userId, percent2(r.returnFraction * 100)]));
  // Only the class average is read here: the risk figures are not evidence of any goal.
  const asStudents: ClassStudent[] = results.map((r) => ({
    userId: r.userId,
    name: r.displayName,
    returnPercent: returns.get(r.userId) ?? 0,
    tradesToday: 0,
    signedInToday: false,
    risk: cashOnlyRisk(r.valueCents),
  }));
  const classAverage = classAnalytics(asStudents).classAverage ?? 0;
  for (const r of results) {
    evidence.set(r.userId, {
      sectorsHeld: r.sectors,
      tradeCount: r.tradeCount,
      returnPercent: returns.get(r.userId) ?? 0,
      classAverageReturnPercent: classAverage,
      maxDrawdownPercent: maxDrawdownPercent(r.unitValues),
    });
  }
  return evidence;
}
