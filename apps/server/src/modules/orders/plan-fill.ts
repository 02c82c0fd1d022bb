import type { ErrorCode, TradeActionResponse } from '@tradearena/contracts';
import {
  checkFillFunds,
  evaluateTradeAchievements,
  executeOrder,
  type Fill,
  formatShares,
  formatUsd,
  orderFundsMessage,
  type PortfolioLedger,
  type PortfolioValuation,
  type PositionLot,
  type PriceMark,
  type TradeSide,
  valuePortfolio,
} from '@tradearena/domain';
import {
  afterRelease,
  byLotSymbol,
  dollars,
  fundsSnapshot,
  type PortfolioReservations,
  type ReleasedReservation,
  toPortfolioSummaryJson,
} from '../portfolio/index.ts';
import { INVALID_QUANTITY_MESSAGE, insufficientCashMessage, insufficientSharesMessage } from './order-messages.ts';
import { NO_PRICE_MESSAGE } from './tradable-quote.ts';

/** A fill decided against a portfolio's state, before anything is written: what the writes and the answer need. */
export interface FillPlan {
  userId: number;
  portfolioId: number;
  symbol: string;
  side: TradeSide;
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
  side: TradeSide;
  quantity: number;
  priceCents: number;
  now: Date;
  /** Quotes of the portfolio's symbols, the traded one at the fill price. */
  marks: ReadonlyMap<string, PriceMark>;
  /** Filling an open order (docs/product/trading.md#order-types): its own reservation, released by this fill. Null for a market order. */
  release?: ReleasedReservation | null;
}

/** An order the rules refuse, with the error code and the message the user sees. */
export interface FillRefusal {
  ok: false;
  code: ErrorCode;
  message: string;
}

/** buy/sell/short/cover: a sell or cover closes (part of) a position: it counts as a closed trade for the win rate. */
export function isClosingSide(side: TradeSide): boolean {
  return side === 'sell' || side === 'cover';
}

/**
 * Decides an order against a portfolio state (known in memory or read under its row lock), in memory: the domain's
 * fill, the ledger and positions after it and their valuation. Nothing is written. Open orders' reservations bind
 * every fill (docs/product/trading.md#short-selling-and-margin, ADR 015): a buy spends at most the buying power (cash − reserved − 150 % of the shorts at
 * the marks) plus its own released reservation; a short needs its own 50 % from the same; a cover at most the cash
 * the other orders have not reserved; a sell or cover only the shares other open orders have not promised.
 */
export function planFill(
  state: {
    id: number;
    ledger: PortfolioLedger;
    lots: readonly PositionLot[];
    reserved: PortfolioReservations;
  },
  input: PlanFillInput,
): { ok: true; plan: FillPlan } | FillRefusal {
  const { symbol, side, quantity, priceCents } = input;
  const before = state.ledger;
  const holding = state.lots.find((l) => l.symbol === symbol) ?? null;
  const outcome = executeOrder({ cashCents: before.cashCents, holding, side, quantity, priceCents });
  if (!outcome.ok) return refusal(outcome, symbol, quantity);
  const fill = outcome.fill;
  const funds = checkFunds(state, input, fill);
  if (funds) return funds;
  const reservedAfter = afterRelease(state.reserved, symbol, input.release ?? null);
  const closing = isClosingSide(side);
  const lotsAfter = state.lots.filter((l) => l.symbol !== symbol);
  if (fill.holdingAfter) lotsAfter.push({ symbol, ...fill.holdingAfter });
  lotsAfter.sort(byLotSymbol);
  const ledgerAfter: PortfolioLedger = {
    ...before,
    cashCents: fill.cashAfterCents,
    realizedPnlCents: before.realizedPnlCents + fill.realizedPnlCents,
    totalTrades: before.totalTrades + 1,
    totalSells: before.totalSells + (closing ? 1 : 0),
    winningSells: before.winningSells + (closing && fill.realizedPnlCents > 0 ? 1 : 0),
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
      valuation: valuePortfolio(ledgerAfter, lotsAfter, input.marks, reservedAfter.cashCents),
      reservedBefore: state.reserved,
      reservedAfter,
    },
  };
}

/**
 * The reservation and margin checks of a fill the ledger allows (null: it may fill): the domain's rule for fills
 * (`checkFillFunds`: the shares other open orders have not promised, then the cash), with this fill's own released
 * reservation (none for a market order).
 */
function checkFunds(
  state: { ledger: PortfolioLedger; lots: readonly PositionLot[]; reserved: PortfolioReservations },
  input: PlanFillInput,
  fill: Fill,
): FillRefusal | null {
  const { symbol, side, quantity } = input;
  const released = input.release ?? null;
  const checked = checkFillFunds(
    fundsSnapshot(symbol, state, input.marks),
    { side, quantity, priceCents: fill.priceCents },
    { cashCents: released?.cashCents ?? 0, shares: released?.shares ?? 0 },
  );
  if (checked.ok) return null;
  switch (checked.reason) {
    case 'insufficient-cash':
      return reject(
        'ORDER_INSUFFICIENT_CASH',
        insufficientCashMessage(checked.neededCents, Math.max(0, checked.availableCents)),
      );
    case 'insufficient-buying-power':
      return side === 'buy'
        ? reject(
            'ORDER_INSUFFICIENT_CASH',
            insufficientCashMessage(checked.neededCents, Math.max(0, checked.availableCents)),
          )
        : reject('ORDER_INSUFFICIENT_CASH', checked.message);
    case 'insufficient-shares':
      return reject('ORDER_INSUFFICIENT_SHARES', insufficientSharesMessage(symbol, checked.freeQuantity, quantity));
    case 'insufficient-short-shares':
      return reject('ORDER_INSUFFICIENT_SHARES', checked.message);
    case 'sell-before-short':
    case 'cover-before-buy':
      return reject('ORDER_OPPOSITE_POSITION', checked.message);
  }
}

const reject = (code: ErrorCode, message: string): FillRefusal => ({ ok: false, code, message });

function refusal(
  outcome: Extract<ReturnType<typeof executeOrder>, { ok: false }>,
  symbol: string,
  quantity: number,
): FillRefusal {
  switch (outcome.reason) {
    case 'insufficient-cash':
      return reject('ORDER_INSUFFICIENT_CASH', insufficientCashMessage(outcome.costCents, outcome.cashCents));
    case 'insufficient-shares':
      return reject('ORDER_INSUFFICIENT_SHARES', insufficientSharesMessage(symbol, outcome.heldQuantity, quantity));
    case 'insufficient-short-shares':
      return reject(
        'ORDER_INSUFFICIENT_SHARES',
        orderFundsMessage(
          { reason: 'insufficient-short-shares', freeQuantity: outcome.shortQuantity },
          symbol,
          quantity,
        ),
      );
    case 'sell-before-short':
    case 'cover-before-buy':
      return reject('ORDER_OPPOSITE_POSITION', orderFundsMessage({ reason: outcome.reason }, symbol, quantity));
    case 'invalid-quantity':
      return reject('ORDER_INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE);
    case 'invalid-price':
      return reject('ORDER_NO_PRICE', NO_PRICE_MESSAGE);
  }
}

/** The achievements a trade can unlock (evaluateTradeAchievements): none to check once a user has them all. */
export const ACHIEVEMENTS_BY_TRADE = [1, 2, 3, 4, 6, 8, 10];

/** The trade-time achievements this fill meets that the user does not have (`userTradeCount` includes this trade). */
export function achievementsMet(plan: FillPlan, have: ReadonlySet<number>, userTradeCount: number): number[] {
  return evaluateTradeAchievements({
    userTradeCount,
    tradeAmountCents: plan.fill.amountCents,
    // Diversification counts stocks owned: short positions are not held.
    symbolsHeld: plan.lotsAfter.filter((l) => l.quantity > 0).length,
    portfolioProfitCents: plan.valuation.profitCents,
  }).filter((id) => !have.has(id));
}

const VERBS: Record<TradeSide, string> = { buy: 'Bought', sell: 'Sold', short: 'Sold short', cover: 'Covered' };

/** The answer to a filled order (POST /api/trade-action and the competition routes). */
export function fillResponse(
  plan: FillPlan,
  tradeId: number,
  achievementsUnlocked: TradeActionResponse['achievementsUnlocked'],
): TradeActionResponse {
  const { symbol, side, quantity, priceCents, fill } = plan;
  return {
    success: true,
    message: `${VERBS[side]} ${formatShares(quantity)} of ${symbol} at ${formatUsd(priceCents)}`,
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
