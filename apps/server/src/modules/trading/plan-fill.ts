import type { TradeActionResponse } from '@tradearena/contracts';
import {
  evaluateTradeAchievements,
  executeOrder,
  type Fill,
  type OrderOutcome,
  type OrderSide,
  type PortfolioLedger,
  type PortfolioValuation,
  type PositionLot,
  type PriceMark,
  valuePortfolio,
} from '@tradearena/domain';
import { byLotSymbol } from './load-portfolio.ts';
import { formatUsd, groupThousands } from './order-messages.ts';
import { afterRelease, type PortfolioReservations, type ReleasedReservation } from './portfolio-reservations.ts';
import { dollars, toPortfolioSummaryJson } from './to-portfolio-json.ts';

/** A fill decided against a portfolio's state, before anything is written: what the writes and the answer need. */
export interface FillPlan {
  userId: number;
  portfolioId: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  priceCents: number;
  now: Date;
  /** The ledger it was decided on: the write matches only this cash and trade count (else the portfolio moved). */
  before: PortfolioLedger;
  fill: Fill;
  /** Whether the portfolio held the symbol before (its position is updated or deleted, else inserted). */
  held: boolean;
  ledgerAfter: PortfolioLedger;
  lotsAfter: PositionLot[];
  valuation: PortfolioValuation;
  /** The open orders' reservations it was decided on (the write matches their version) and after it. */
  reservedBefore: PortfolioReservations;
  reservedAfter: PortfolioReservations;
}

export interface PlanFillInput {
  userId: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  priceCents: number;
  now: Date;
  /** Quotes of the portfolio's symbols, the traded one at the fill price. */
  marks: ReadonlyMap<string, PriceMark>;
  /** Filling an open order (issue 17): its own reservation, released by this fill. Null for a market order. */
  release?: ReleasedReservation | null;
}

/**
 * Decides an order against a portfolio state (known in memory or read under its row lock), in memory: the domain's
 * fill, the ledger and positions after it and their valuation. Nothing is written; a refusal is the domain's outcome.
 */
export function planFill(
  state: {
    id: number;
    ledger: PortfolioLedger;
    lots: readonly PositionLot[];
    reserved: PortfolioReservations;
  },
  input: PlanFillInput,
): { ok: true; plan: FillPlan } | Extract<OrderOutcome, { ok: false }> {
  const { symbol, side, quantity, priceCents } = input;
  const before = state.ledger;
  const holding = state.lots.find((l) => l.symbol === symbol) ?? null;
  const outcome = executeOrder({ cashCents: before.cashCents, holding, side, quantity, priceCents });
  if (!outcome.ok) return outcome;
  const fill = outcome.fill;
  // Open orders' reservations bind every fill (issue 17): only what they do not hold back may be spent or sold.
  const reservedAfter = afterRelease(state.reserved, symbol, input.release ?? null);
  if (side === 'buy' && fill.amountCents > before.cashCents - reservedAfter.cashCents)
    return {
      ok: false,
      reason: 'insufficient-cash',
      costCents: fill.amountCents,
      cashCents: Math.max(0, before.cashCents - reservedAfter.cashCents),
    };
  const freeShares = (holding?.quantity ?? 0) - (reservedAfter.shares.get(symbol) ?? 0);
  if (side === 'sell' && quantity > freeShares)
    return { ok: false, reason: 'insufficient-shares', heldQuantity: Math.max(0, freeShares) };
  const sells = side === 'sell' ? 1 : 0;
  const wins = side === 'sell' && fill.realizedPnlCents > 0 ? 1 : 0;
  const lotsAfter = state.lots.filter((l) => l.symbol !== symbol);
  if (fill.holdingAfter) lotsAfter.push({ symbol, ...fill.holdingAfter });
  lotsAfter.sort(byLotSymbol);
  const ledgerAfter: PortfolioLedger = {
    ...before,
    cashCents: fill.cashAfterCents,
    realizedPnlCents: before.realizedPnlCents + fill.realizedPnlCents,
    totalTrades: before.totalTrades + 1,
    totalSells: before.totalSells + sells,
    winningSells: before.winningSells + wins,
  };
  return {
    ok: true,
    plan: {
      userId: input.userId,
      portfolioId: state.id,
      symbol,
      side,
      quantity,
      priceCents,
      now: input.now,
      before,
      fill,
      held: holding !== null,
      ledgerAfter,
      lotsAfter,
      valuation: valuePortfolio(ledgerAfter, lotsAfter, input.marks),
      reservedBefore: state.reserved,
      reservedAfter,
    },
  };
}

/** The achievements a trade can unlock (evaluateTradeAchievements): none to check once a user has them all. */
export const ACHIEVEMENTS_BY_TRADE = [1, 2, 3, 4, 6, 8, 10];

/** The trade-time achievements this fill meets that the user does not have (`userTradeCount` includes this trade). */
export function achievementsMet(plan: FillPlan, have: ReadonlySet<number>, userTradeCount: number): number[] {
  return evaluateTradeAchievements({
    userTradeCount,
    tradeAmountCents: plan.fill.amountCents,
    symbolsHeld: plan.lotsAfter.length,
    portfolioProfitCents: plan.valuation.profitCents,
  }).filter((id) => !have.has(id));
}

/** The answer to a filled order (POST /api/trade-action and the competition routes). */
export function fillResponse(
  plan: FillPlan,
  tradeId: number,
  achievementsUnlocked: TradeActionResponse['achievementsUnlocked'],
): TradeActionResponse {
  const { symbol, side, quantity, priceCents, fill } = plan;
  const verb = side === 'buy' ? 'Bought' : 'Sold';
  return {
    success: true,
    message: `${verb} ${groupThousands(quantity)} share${quantity === 1 ? '' : 's'} of ${symbol} at ${formatUsd(priceCents)}`,
    trade: {
      id: tradeId,
      symbol,
      action: side,
      shares: quantity,
      price: dollars(priceCents),
      total: dollars(fill.amountCents),
      realizedProfitLoss: dollars(fill.realizedPnlCents),
      cashAfter: dollars(fill.cashAfterCents),
      executedAt: plan.now.toISOString(),
    },
    portfolio: toPortfolioSummaryJson(plan.valuation),
    achievementsUnlocked,
  };
}
