import { formatShares, formatUsd } from '../../format-usd.ts';
import type { Cents } from '../../money.ts';
import type { CashAccount } from './buying-power.ts';

/** What an order (when placed) or its fill (when it happens) checks against: the cash side and one symbol. */
export interface OrderFundsSnapshot extends CashAccount {
  symbol: string;
  /** Shares of the symbol held long / sold short (both whole, ≥ 0; a symbol is never both). */
  longQuantity: number;
  shortQuantity: number;
  /** Long shares promised to open sell orders / short shares to open cover orders, of this symbol. */
  reservedLongQuantity: number;
  reservedShortQuantity: number;
}

export type OrderFundsRejection =
  | { reason: 'insufficient-buying-power'; neededCents: Cents; availableCents: Cents }
  | { reason: 'insufficient-cash'; neededCents: Cents; availableCents: Cents }
  | { reason: 'insufficient-shares'; freeQuantity: number }
  | { reason: 'insufficient-short-shares'; freeQuantity: number }
  | { reason: 'sell-before-short' }
  | { reason: 'cover-before-buy' };

export type OrderFundsCheck<T> = ({ ok: true } & T) | ({ ok: false; message: string } & OrderFundsRejection);

/**
 * The user-facing text of a funds rejection. Cash rejections contain "cash balance", which the web client turns
 * into its 'Not Enough Cash' message (docs/product/trading.md#trade-errors).
 */
export function orderFundsMessage(rejection: OrderFundsRejection, symbol: string, quantity: number): string {
  switch (rejection.reason) {
    case 'insufficient-buying-power':
    case 'insufficient-cash':
      return `Insufficient cash balance: this order needs ${formatUsd(rejection.neededCents)} but you have ${formatUsd(Math.max(0, rejection.availableCents))} available`;
    case 'insufficient-shares':
      return `Insufficient shares: you have ${formatShares(rejection.freeQuantity)} of ${symbol} not already in open orders and tried to sell ${formatShares(quantity)}`;
    case 'insufficient-short-shares':
      return `Insufficient short position: you have ${formatShares(rejection.freeQuantity)} of ${symbol} sold short not already in open orders and tried to cover ${formatShares(quantity)}`;
    case 'sell-before-short':
      return `You hold ${symbol}: sell those shares before selling ${symbol} short`;
    case 'cover-before-buy':
      return `You are short ${symbol}: cover the short before buying ${symbol}`;
  }
}

export function rejectFunds<T>(
  rejection: OrderFundsRejection,
  snapshot: OrderFundsSnapshot,
  quantity: number,
): OrderFundsCheck<T> {
  return { ok: false, ...rejection, message: orderFundsMessage(rejection, snapshot.symbol, quantity) };
}
