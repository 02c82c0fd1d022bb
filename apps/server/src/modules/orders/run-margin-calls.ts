import { type MarginShort, marginCall, type PositionLot, type PriceMark } from '@tradearena/domain';
import {
  replayPricesOf,
  runningReplayIds,
  withCompetitionMarket,
} from '../../adapters/market-data/replay/replay-markets.ts';
import type { Quote } from '../../ports/market-data.ts';
import { lockPortfolio, selectLots, selectPositionsOf } from '../portfolio/index.ts';
import { announceOrderChange } from './announce-order-change.ts';
import { fillOrder, OrderRejected } from './fill-order.ts';
import { closeOrder, insertMarketOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { isTradable } from './tradable-quote.ts';

/** Portfolios with shorts read per page: every page of them is looked at in each round. */
const MARGIN_CALL_PAGE = 1_000;

export interface MarginCallOutcome {
  userId: number;
  portfolioId: number;
  coveredOrderIds: number[];
  cancelledOrderIds: number[];
  message: string;
  /** A cover unlocked an achievement. */
  unlocked: boolean;
}

interface ShortBook {
  userId: number;
  competitionId: number;
  season: number;
  cashCents: number;
  /** Its short positions as lots (negative quantity and cost basis). */
  shorts: PositionLot[];
}

/** The quotes that may be traded at (isTradable) as price marks: a symbol without one is left out (unpriced). */
function tradableMarks(quotes: ReadonlyMap<string, Quote>): Map<string, PriceMark> {
  const marks = new Map<string, PriceMark>();
  for (const [symbol, q] of quotes)
    if (isTradable(q)) marks.set(symbol, { priceCents: q.priceCents, previousCloseCents: q.previousCloseCents });
  return marks;
}

/**
 * The short lots (negative quantities) as the domain's margin call takes them, at the marks. One without a mark is
 * unpriced: valued at its proceeds (as the portfolio is) and never bought back at a made-up price.
 */
function marginShorts(lots: readonly PositionLot[], marks: ReadonlyMap<string, PriceMark>): MarginShort[] {
  const shorts: MarginShort[] = [];
  for (const l of lots) {
    if (l.quantity >= 0) continue;
    const mark = marks.get(l.symbol);
    shorts.push({
      symbol: l.symbol,
      quantity: -l.quantity,
      costBasisCents: -l.costBasisCents,
      priceCents: mark?.priceCents ?? 0,
      priced: mark !== undefined,
    });
  }
  return shorts;
}

/**
 * The margin-call job's round (docs/product/trading.md#short-selling-and-margin, ADR 015/016): while its market is open
 * (the live one, or a replay event's: valued at the replay's prices, ADR 025), every portfolio with short positions
 * that can still trade (personal, or a competition season neither closed nor ended) is looked at, page by page along
 * its id; one whose cash fell below 130 % of its shorts' value at the current quotes gets the domain's `marginCall`,
 * decided again under its row lock and carried out in one transaction: its open buy, short and cover orders are
 * cancelled (their reservations released), and shorts are bought back through the one engine (fill-order.ts: the
 * same ledger, position, trade and achievement writes as any order), each recorded as a filled market cover order
 * whose reason is the call's explanation (the student sees it in the orders list and as a toast). A short without a
 * fresh quote counts at its proceeds and is not bought back. Returns the calls that changed something.
 */
export async function runMarginCalls(deps: OrdersDeps, now: Date): Promise<MarginCallOutcome[]> {
  const liveOpen = deps.marketHours.status(now).isOpen;
  // While the live market is closed only the running replay events trade (ADR 025): only theirs are looked at.
  const replays = liveOpen ? null : await runningReplayIds(deps.db.db, now.getTime());
  if (replays?.length === 0) return [];
  const outcomes: MarginCallOutcome[] = [];
  for (let after = 0; ; ) {
    const books = await readShortBooks(deps, now.getTime(), after, replays);
    if (books.size === 0) break;
    after = Math.max(...books.keys());
    // Each portfolio at its own market's quotes and hours: the live one, or its replay event's.
    const byMarket = new Map<number, ShortBook[]>();
    for (const book of books.values()) {
      const market = (await replayPricesOf(deps.db.db, book.competitionId)) ? book.competitionId : 0;
      const group = byMarket.get(market);
      if (group) group.push(book);
      else byMarket.set(market, [book]);
    }
    for (const [market, group] of byMarket) {
      const marketDeps = market === 0 ? deps : await withCompetitionMarket(deps, market);
      if (!marketDeps.marketHours.status(now).isOpen) continue;
      const marks = tradableMarks(
        await marketDeps.marketData.quotes([...new Set(group.flatMap((b) => b.shorts.map((x) => x.symbol)))]),
      );
      for (const book of group) {
        // A first look without a lock: most portfolios are nowhere near a call.
        const shorts = marginShorts(book.shorts, marks);
        if (!marginCall({ cashCents: book.cashCents, shorts, openOrders: [] })) continue;
        const outcome = await callPortfolio(marketDeps, now, book);
        if (outcome) outcomes.push(outcome);
      }
    }
    if (books.size < MARGIN_CALL_PAGE) break;
  }
  return outcomes;
}

/** The next page of portfolios with shorts after `after` (by id) that may still trade at `t`, with their shorts. */
async function readShortBooks(
  deps: OrdersDeps,
  t: number,
  after: number,
  /** Only these competitions' portfolios (null: all). */
  only: readonly number[] | null,
): Promise<Map<number, ShortBook>> {
  const db = deps.db.db;
  let page = db
    .selectFrom('positions as x')
    .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
    .leftJoin('competition_seasons as s', (j) =>
      j.onRef('s.competition_id', '=', 'p.competition_id').onRef('s.season', '=', 'p.season'),
    )
    .leftJoin('competitions as c', 'c.id', 'p.competition_id')
    .select('p.id')
    .distinct()
    .where('x.quantity', '<', 0)
    .where('p.id', '>', after)
    .where((eb) =>
      eb.or([
        eb('p.competition_id', '=', 0),
        eb.and([eb('s.closed_at', 'is', null), eb('s.ends_at', '>', t), eb('c.completed_at', 'is', null)]),
      ]),
    )
    .orderBy('p.id')
    .limit(MARGIN_CALL_PAGE);
  if (only) page = page.where('p.competition_id', 'in', only);
  const ids = await page.execute();
  const books = new Map<number, ShortBook>();
  if (ids.length === 0) return books;
  const rows = await db
    .selectFrom('positions as x')
    .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
    .select([
      'p.id',
      'p.user_id',
      'p.competition_id',
      'p.season',
      'p.cash_cents',
      'x.symbol',
      'x.quantity',
      'x.cost_basis_cents',
    ])
    .where('x.quantity', '<', 0)
    .where(
      'p.id',
      'in',
      ids.map((r) => Number(r.id)),
    )
    .execute();
  for (const r of rows) {
    const id = Number(r.id);
    const book = books.get(id) ?? {
      userId: Number(r.user_id),
      competitionId: Number(r.competition_id),
      season: Number(r.season),
      cashCents: Number(r.cash_cents),
      shorts: [],
    };
    book.shorts.push({ symbol: r.symbol, quantity: Number(r.quantity), costBasisCents: Number(r.cost_basis_cents) });
    books.set(id, book);
  }
  return books;
}

async function callPortfolio(
  deps: OrdersDeps,
  now: Date,
  owner: { userId: number; competitionId: number; season: number },
): Promise<MarginCallOutcome | null> {
  const t = now.getTime();
  const context = { competitionId: owner.competitionId, season: owner.season };
  // The quotes, fetched before the transaction (no I/O under the row lock); a short opened meanwhile, or without a
  // fresh quote, counts at its proceeds and is not bought back.
  const { rows: symbols } = await selectPositionsOf(deps.db.db, owner.userId, owner.competitionId, owner.season);
  const marks = tradableMarks(await deps.marketData.quotes(symbols.map((s) => s.symbol)));
  let outcome: MarginCallOutcome | null = null;
  try {
    outcome = await deps.transactions.run(async (trx) => {
      const locked = (await lockPortfolio(trx, t, owner.userId, owner.competitionId, owner.season)).rows[0];
      if (!locked) return null;
      const portfolioId = Number(locked.id);
      const shorts = marginShorts(await selectLots(trx, portfolioId), marks);
      const open = (
        await trx
          .selectFrom('orders')
          .select(['id', 'side'])
          .where('portfolio_id', '=', portfolioId)
          .where('status', '=', 'open')
          .execute()
      ).map((o) => ({ id: Number(o.id), side: o.side }));
      const call = marginCall({ cashCents: Number(locked.cash_cents), shorts, openOrders: open });
      // Nothing to cancel and nothing the cash can buy back (or only unpriced shorts): nothing changes, nothing to say.
      if (!call || (call.covers.length === 0 && call.cancelOrderIds.length === 0)) return null;
      for (const id of call.cancelOrderIds) await closeOrder(trx, { id, portfolioId }, 'cancelled', call.message, t);
      const coveredOrderIds: number[] = [];
      let unlocked = false;
      for (const cover of call.covers) {
        const filled = await fillOrder(trx, {
          userId: owner.userId,
          context,
          symbol: cover.symbol,
          side: 'cover',
          quantity: cover.quantity,
          priceCents: cover.priceCents,
          marks,
          now,
          idempotency: null,
          known: null,
          dbKind: deps.db.kind,
          forced: true,
        });
        const order = await insertMarketOrder(
          trx,
          {
            userId: owner.userId,
            portfolioId,
            competitionId: owner.competitionId,
            symbol: cover.symbol,
            side: 'cover',
            quantity: cover.quantity,
            timeInForce: 'day',
            status: 'filled',
            reason: call.message,
            fillPriceCents: cover.priceCents,
            tradeId: filled.response.trade.id,
          },
          t,
        );
        coveredOrderIds.push(Number(order.id));
        unlocked ||= filled.response.achievementsUnlocked.length > 0;
      }
      return {
        userId: owner.userId,
        portfolioId,
        coveredOrderIds,
        cancelledOrderIds: call.cancelOrderIds,
        message: call.message,
        unlocked,
      };
    });
  } catch (err) {
    // A closed competition season (or one refusing trades) is not called: its standings are final.
    if (err instanceof OrderRejected) return null;
    throw err;
  }
  if (!outcome) return null;
  for (const id of outcome.cancelledOrderIds) deps.book.remove(id);
  // A cover may unlock an achievement (as any trade): the session's copy of them is dropped.
  if (outcome.unlocked) void deps.sessionCache.forgetUser(owner.userId);
  const announced = { userId: owner.userId, portfolioId: outcome.portfolioId, ...context };
  for (const id of [...outcome.cancelledOrderIds, ...outcome.coveredOrderIds])
    announceOrderChange(deps, { id, ...announced }, now);
  return outcome;
}
