import { formatShares, formatUsd, ORDER_TERMS_MESSAGES } from '@tradearena/domain';
import type { MarketStatus } from '../../ports/market-hours.ts';

const newYorkTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The market-hours error (docs/product/trading.md#trade-errors: the client matches "trading is only allowed during market hours").
 * On an early-close day — during the shortened session or after it — the close says 1:00 PM.
 */
export function marketClosedMessage(status: MarketStatus): string {
  const todaysClose = status.closesAt ? newYorkTime.format(new Date(status.closesAt)).replace(/\s/g, ' ') : null;
  const close = status.session === 'early-close' || todaysClose === '1:00 PM' ? '1:00 PM' : '4:00 PM';
  return `Trading is only allowed during market hours (9:30 AM - ${close} ET, Monday-Friday)`;
}

export function insufficientCashMessage(costCents: number, cashCents: number): string {
  return `Insufficient cash balance: this order costs ${formatUsd(costCents)} but you have ${formatUsd(cashCents)} available`;
}

export function insufficientSharesMessage(symbol: string, held: number, wanted: number): string {
  return `Insufficient shares: you hold ${formatShares(held)} of ${symbol} and tried to sell ${formatShares(wanted)}`;
}

/** The order rules' own text (validate-order.ts), which the market-order routes answer too. */
export const INVALID_QUANTITY_MESSAGE = ORDER_TERMS_MESSAGES['invalid-quantity'];
