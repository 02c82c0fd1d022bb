import { formatShares, formatUsd } from '../../format-usd.ts';
import { type Cents, costOf } from '../../money.ts';
import { SHORT_INITIAL_MARGIN_PERCENT, SHORT_MAINTENANCE_MARGIN_PERCENT, type TradeSide } from './order-constants.ts';
import { shortMarginStatus } from './short-margin-status.ts';

/** Every margin call's recorded explanation starts with this (the API's `marginCall` flag of an order tests it). */
export const MARGIN_CALL_REASON_PREFIX = 'Margin call';

/** A short position at its current price. */
export interface MarginShort {
  symbol: string;
  quantity: number;
  /** The proceeds it was sold for. */
  costBasisCents: Cents;
  priceCents: Cents;
  /**
   * False when there is no usable quote (halted, stale): the short then counts at its proceeds, as the portfolio's
   * value does, and is never bought back (there is no price to buy at). Default true.
   */
  priced?: boolean;
}

export interface MarginCallInput<Id> {
  cashCents: Cents;
  shorts: readonly MarginShort[];
  /** The portfolio's open orders; those that reserve cash or short shares are cancelled by a call. */
  openOrders: readonly { id: Id; side: TradeSide }[];
}

export interface MarginCover {
  symbol: string;
  quantity: number;
  priceCents: Cents;
}

export interface MarginCall<Id> {
  /** Covers to fill now, at these prices, through `executeOrder`, in this order. */
  covers: MarginCover[];
  /** Open buy, short and cover orders, cancelled first so their reservations never exceed the cash left. */
  cancelOrderIds: Id[];
  /** False when the cash ran out before the 150 % requirement was met again (a gap far through the shorts). */
  restored: boolean;
  /** The recorded explanation for the student. */
  message: string;
}

/**
 * The margin call of ADR 015. Null while the cash is at least 130 % of the shorts' market value. Below it, the open
 * orders that hold cash or short shares are cancelled and shorts are bought back, the biggest loser first (ties: the
 * larger value, then the symbol), whole shares, until the cash is at least 150 % of what stays short again — the
 * initial requirement, so the next tick does not call again — or the cash cannot pay for another share.
 */
export function marginCall<Id>(input: MarginCallInput<Id>): MarginCall<Id> | null {
  const value = (s: MarginShort) => (s.priced === false ? s.costBasisCents : costOf(s.quantity, s.priceCents));
  const shortValue = input.shorts.reduce((sum, s) => sum + value(s), 0);
  const status = shortMarginStatus(input.cashCents, shortValue);
  if (!status.belowMaintenance) return null;
  const order = [...input.shorts].sort(
    (a, b) =>
      value(b) - b.costBasisCents - (value(a) - a.costBasisCents) ||
      value(b) - value(a) ||
      a.symbol.localeCompare(b.symbol),
  );
  const initial = BigInt(SHORT_INITIAL_MARGIN_PERCENT);
  const perShareGain = initial - 100n;
  let cash = input.cashCents;
  let remainingValue = shortValue;
  const covers: MarginCover[] = [];
  for (const s of order) {
    if (s.priced === false) continue;
    // Missing, in hundredths of a cent: 150 × short value − 100 × cash. Each share covered at p gains 50 × p.
    const missing = initial * BigInt(remainingValue) - 100n * BigInt(cash);
    if (missing <= 0n) break;
    const p = BigInt(s.priceCents);
    const needed = Number((missing + perShareGain * p - 1n) / (perShareGain * p));
    const quantity = Math.min(s.quantity, needed, Math.floor(cash / s.priceCents));
    if (quantity <= 0) continue;
    covers.push({ symbol: s.symbol, quantity, priceCents: s.priceCents });
    cash -= costOf(quantity, s.priceCents);
    remainingValue -= costOf(quantity, s.priceCents);
  }
  const restored = initial * BigInt(remainingValue) <= 100n * BigInt(cash);
  const cancelOrderIds = input.openOrders.filter((o) => o.side !== 'sell').map((o) => o.id);
  return { covers, cancelOrderIds, restored, message: explain(status, covers, cancelOrderIds.length, restored) };
}

function explain(
  status: ReturnType<typeof shortMarginStatus>,
  covers: readonly MarginCover[],
  cancelled: number,
  restored: boolean,
): string {
  const bought = covers
    .map((c) => `${formatShares(c.quantity)} of ${c.symbol} at ${formatUsd(c.priceCents)}`)
    .join(', ');
  const parts = [
    `${MARGIN_CALL_REASON_PREFIX}: your short positions are now worth ${formatUsd(status.shortMarketValueCents)} and your cash fell below the ${SHORT_MAINTENANCE_MARGIN_PERCENT}% maintenance requirement (${formatUsd(status.maintenanceRequirementCents)}).`,
    cancelled > 0 ? `We cancelled your ${cancelled} open buy, short and cover order${cancelled === 1 ? '' : 's'}.` : '',
    covers.length > 0
      ? `We bought back ${bought} to bring your cash back to ${SHORT_INITIAL_MARGIN_PERCENT}% of what you still have sold short.`
      : '',
    restored
      ? ''
      : 'Your cash was not enough to buy back every share: what is still short stays open, with no cash left to back it.',
    `A short loses money when the price rises. The sale's proceeds plus half of its value in your own cash are held so the shares can always be bought back.`,
  ];
  return parts.filter((p) => p !== '').join(' ');
}
