import { evaluateHouseRules, type TradeSide, valuePortfolio } from '@tradearena/domain';
import {
  countTradesToday,
  HOUSE_RULE_CODES,
  localTimeOf,
  readLeagueHouseRules,
  toJournalText,
} from '../competition-core/index.ts';
import type { PortfolioContext, TradingDeps } from '../portfolio/index.ts';
import { loadPortfolio, priceMarks } from '../portfolio/index.ts';
import type { HouseRulesRefusal } from './apply-house-rules.ts';

const SIGN: Record<TradeSide, number> = { buy: 1, cover: 1, sell: -1, short: -1 };

/**
 * The house rules at placing (docs/decisions/026-house-rules-and-the-journal.md) for an order that waits (limit, stop,
 * a market order queued for the open): the order as if it filled now at `priceCents` (its limit or stop price, else
 * the quote). A fill at the same price leaves the portfolio's value unchanged, so the holding after it is compared
 * with the portfolio's value now. Null: allowed (or no rules; the fill checks again). A market order while the
 * market is open is checked once, at its fill, in the same moment.
 */
export async function checkHouseRulesAtPlacing(
  deps: Pick<TradingDeps, 'db' | 'marketData'>,
  order: {
    userId: number;
    context: PortfolioContext;
    symbol: string;
    side: TradeSide;
    quantity: number;
    priceCents: number;
    note?: string | null | undefined;
    now: Date;
  },
): Promise<HouseRulesRefusal | null> {
  const db = deps.db.db;
  const league = await readLeagueHouseRules(db, order.context.competitionId);
  if (!league) return null;
  const portfolio = await loadPortfolio(db, order.userId, order.context);
  if (!portfolio) return null;
  const { symbol, priceCents } = order;
  const marks = await priceMarks(
    deps.marketData,
    portfolio.lots.map((l) => l.symbol).filter((s) => s !== symbol),
  );
  marks.set(symbol, { priceCents, previousCloseCents: priceCents });
  const valuation = valuePortfolio(portfolio.ledger, portfolio.lots, marks, 0);
  const held = portfolio.lots.find((l) => l.symbol === symbol)?.quantity ?? 0;
  const after = held + SIGN[order.side] * order.quantity;
  const verdict = evaluateHouseRules(
    league.rules,
    { symbol, side: order.side, priceCents, note: toJournalText(order.note) },
    {
      localTime: localTimeOf(league, order.now),
      timeZone: league.timeZone,
      tradesToday: await countTradesToday(db, portfolio.id, order.now),
      positionAfter: {
        holdingValueCents: Math.abs(after) * priceCents,
        portfolioValueCents: valuation.totalValueCents,
      },
      noun: league.noun,
    },
  );
  return verdict.ok ? null : { code: HOUSE_RULE_CODES[verdict.rule], message: verdict.message };
}
