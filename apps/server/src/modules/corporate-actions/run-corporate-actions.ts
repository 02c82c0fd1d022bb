import {
  addDays,
  dividendEntryText,
  newYorkDateOf,
  newYorkInstant,
  sessionOf,
  splitEntryText,
} from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { replayPortfolioIds } from '../../adapters/market-data/replay/replay-markets.ts';
import type { Clock } from '../../ports/clock.ts';
import type { CorporateActionsSource, DividendAction, SplitAction } from '../../ports/corporate-actions.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { announceSplitOrders, splitOpenOrders } from '../orders/index.ts';
import {
  announcePortfolioChange,
  hasEntitlements,
  type PortfolioCache,
  payDividendEntitlement,
  recordDividendEntitlements,
  selectPortfoliosToSplit,
  selectUnpaidEntitlements,
  splitPortfolioPosition,
} from '../portfolio/index.ts';

export interface CorporateActionsDeps {
  db: DbHandle;
  clock: Clock;
  pubsub: PubSub;
  marketData: MarketData;
  portfolios: Pick<PortfolioCache, 'forget'>;
}

/** Ex-dates and split dates this many days back are still looked at (a job that was down catches up). */
export const CATCH_UP_DAYS = 7;
/** The holders are fixed this long after the close before the ex-date: every fill of that session has committed. */
export const ENTITLEMENT_GRACE_MS = 5 * 60_000;

export interface CorporateActionsRound {
  entitlements: number;
  dividendsPaid: number;
  portfoliosSplit: number;
}

/** `dividend:KO:2026-12-01`: a dividend is its symbol and ex-date; `split:AAPL:2026-12-03` a split its symbol and date. */
export const dividendKey = (d: Pick<DividendAction, 'symbol' | 'exDate'>) => `dividend:${d.symbol}:${d.exDate}`;
export const splitKey = (s: Pick<SplitAction, 'symbol' | 'date'>) => `split:${s.symbol}:${s.date}`;

/** The close of the last NYSE session before `date` (early closes included). */
export function closeBefore(date: string): Date {
  let day = addDays(date, -1);
  for (let i = 0; i < 30; i++, day = addDays(day, -1)) {
    const closesAt = sessionOf(day).closesAt;
    if (closesAt) return closesAt;
  }
  throw new Error(`No NYSE session within 30 days before ${date}`);
}

/** The open of `date` (09:30 New York; a date that is no trading day takes effect at that hour all the same). */
function openOf(date: string): Date {
  return sessionOf(date).opensAt ?? newYorkInstant(date, 9, 30);
}

/**
 * One round of the corporate-actions job (docs/decisions/029-corporate-actions-accounting.md), at `now`:
 * 1. each dividend whose ex-date is at most CATCH_UP_DAYS back, once the close before it (+ ENTITLEMENT_GRACE_MS) has
 *    passed: every portfolio's quantity then (its ledger's trades and splits by that instant) is entitled to it;
 * 2. each entitlement whose pay date's open has passed is paid (credited, or charged to a short), one transaction
 *    per portfolio and dividend;
 * 3. each split whose date's open has passed (at most CATCH_UP_DAYS back): each portfolio holding the symbol or with
 *    open orders on it is split in one transaction with its orders, the fraction paid at the previous close.
 * Every entry is written once (migration 039's unique key), so a rerun, a crash half-way or a second instance adds
 * nothing. The holders are told after each commit (portfolio_changed with the entry's text as its notice).
 * `settled` (the scheduler's, kept between rounds): the dividends whose holders this instance already fixed.
 */
export async function runCorporateActions(
  deps: CorporateActionsDeps,
  source: CorporateActionsSource,
  now: Date,
  settled?: Set<string>,
): Promise<CorporateActionsRound> {
  const db = deps.db.db;
  const t = now.getTime();
  const today = newYorkDateOf(now);
  const from = addDays(today, -CATCH_UP_DAYS);
  const round: CorporateActionsRound = { entitlements: 0, dividendsPaid: 0, portfoliosSplit: 0 };
  // A vendor's calendar is loaded a part at a time, within its rate limit (ports/corporate-actions.ts).
  await source.prepare?.();
  // Read only when an action is applied: most rounds (every 15 s) have none.
  let replays: Set<number> | undefined;
  const replayPortfolios = async () => {
    replays ??= await replayPortfolioIds(db);
    return replays;
  };

  for (const d of source.dividends(from, addDays(today, CATCH_UP_DAYS))) {
    const closeAt = closeBefore(d.exDate).getTime();
    const key = dividendKey(d);
    if (t < closeAt + ENTITLEMENT_GRACE_MS || settled?.has(key)) continue;
    if (!(await hasEntitlements(db, key)))
      round.entitlements += await recordDividendEntitlements(
        db,
        { actionKey: key, symbol: d.symbol, closeBeforeExAt: closeAt, payDate: d.payDate, amountDollars: d.amount },
        t,
        await replayPortfolios(),
      );
    // The holders at a past close are final: once fixed (or found to be none), the ledger is not read for them again.
    settled?.add(key);
  }

  const lastPayDate = t >= openOf(today).getTime() ? today : addDays(today, -1);
  for (const owed of await selectUnpaidEntitlements(db, lastPayDate)) {
    const paid = await db.transaction().execute((trx) => payDividendEntitlement(trx, owed, t));
    if (!paid) continue;
    round.dividendsPaid++;
    const notice = dividendEntryText({
      symbol: owed.symbol,
      quantity: Number(owed.quantity),
      amountDollars: Number(owed.dividend_ten_thousandths) / 10_000,
    });
    announcePortfolioChange(deps, paid, now, notice);
  }

  for (const s of source.splits(from, today)) {
    if (t < openOf(s.date).getTime()) continue;
    const actionKey = splitKey(s);
    const portfolioIds = await selectPortfoliosToSplit(db, s.symbol, actionKey, await replayPortfolios());
    if (portfolioIds.length === 0) continue;
    const quote = await deps.marketData.quote(s.symbol);
    // Without a previous close the fraction cannot be valued: the next round tries again.
    if (!quote || !(quote.previousCloseCents > 0)) continue;
    for (const portfolioId of portfolioIds) {
      const done = await db.transaction().execute(async (trx) => {
        const split = await splitPortfolioPosition(
          trx,
          {
            portfolioId,
            actionKey,
            symbol: s.symbol,
            from: s.from,
            to: s.to,
            // From the split's open the quote's previous close is on the new shares (docs/decisions/028-corporate-actions.md#prices):
            // the close of the old share is it × to / from.
            previousCloseCents: Math.round((quote.previousCloseCents * s.to) / s.from),
          },
          t,
        );
        if (!split) return null;
        const orders = await splitOpenOrders(trx, { portfolioId, symbol: s.symbol, from: s.from, to: s.to }, t);
        return { split, orders };
      });
      if (!done) continue;
      round.portfoliosSplit++;
      announceSplitOrders(deps.pubsub, done.orders, now);
      if (done.split.quantity !== 0)
        announcePortfolioChange(
          deps,
          done.split,
          now,
          splitEntryText({ symbol: s.symbol, from: s.from, to: s.to, ...done.split }),
        );
    }
  }
  return round;
}
