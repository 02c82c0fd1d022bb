import { formatUsd, groupThousands } from '../format-usd.ts';
import type { Cents } from '../money.ts';
import { proportionalBasis } from '../trading/proportional-basis.ts';

/**
 * Corporate actions in a portfolio (docs/decisions/029-corporate-actions-accounting.md): cash dividends and stock
 * splits, pure and in integer cents.
 */

/** A declared dividend per share (dollars, up to four decimals) as whole ten-thousandths of a dollar: 0.2625 → 2625. */
export function dividendTenThousandths(amountDollars: number): number {
  return Math.round(amountDollars * 10_000);
}

/**
 * The cash a position held at the close before the ex-date is owed on the pay date: round(|quantity| × amount × 100)
 * cents, half up, credited to a long position and charged to a short one (negative).
 */
export function dividendCashCents(quantity: number, amountDollars: number): Cents {
  const cents = Math.round((Math.abs(quantity) * dividendTenThousandths(amountDollars)) / 100);
  return quantity < 0 ? -cents : cents;
}

/** "$0.51", "$0.2625": a per-share amount with two to four decimals. */
export function formatPerShare(amountDollars: number): string {
  const tt = dividendTenThousandths(amountDollars);
  if (tt % 100 === 0) return formatUsd(tt / 100);
  const text = (tt / 10_000).toFixed(4).replace(/0+$/, '');
  return `$${text}`;
}

/** The ledger entry's text: "Dividend: 100 KO × $0.51" (a short: "Dividend charged on short: 100 KO × $0.51"). */
export function dividendEntryText(entry: { symbol: string; quantity: number; amountDollars: number }): string {
  const what = entry.quantity < 0 ? 'Dividend charged on short' : 'Dividend';
  return `${what}: ${groupThousands(Math.abs(entry.quantity))} ${entry.symbol} × ${formatPerShare(entry.amountDollars)}`;
}

/** "2-for-1", "1-for-10". */
export function splitRatioText(split: { from: number; to: number }): string {
  return `${split.to}-for-${split.from}`;
}

/** The ledger entry's text: "Split 2-for-1: 15 AAPL → 30 AAPL" (plus "cash in lieu $12.34" when a fraction was paid). */
export function splitEntryText(entry: {
  symbol: string;
  from: number;
  to: number;
  quantity: number;
  quantityAfter: number;
  cashCents: Cents;
}): string {
  const base = `Split ${splitRatioText(entry)}: ${groupThousands(entry.quantity)} ${entry.symbol} → ${groupThousands(entry.quantityAfter)} ${entry.symbol}`;
  return entry.cashCents === 0 ? base : `${base}, cash in lieu ${formatUsd(entry.cashCents)}`;
}

export interface SplitOfPosition {
  /** Whole shares after the split: |quantity| × to ÷ from rounded toward zero, with the position's sign (0: all fraction). */
  quantityAfter: number;
  /** The basis kept on the whole shares: the average price ÷ the ratio. */
  costBasisAfterCents: Cents;
  /** Cash in lieu of the fractional share at the previous close ÷ the ratio, half up: + to a long, − from a short. */
  cashCents: Cents;
  /** The fraction's cash − its basis (realized as a sale, or a cover, of the fraction). */
  realizedPnlCents: Cents;
  /** quantity × the previous close, and the whole shares at the adjusted close + the cash in lieu (exact, unrounded). */
  valueBeforeCents: number;
  valueAfterCents: number;
}

/**
 * A split at the open (from old shares become to new ones) of a position valued at the previous close. The only
 * rounding is the cash in lieu's half cent, so value before = value after to the cent: asserted here.
 */
export function splitPosition(
  position: { quantity: number; costBasisCents: Cents },
  split: { from: number; to: number },
  previousCloseCents: Cents,
): SplitOfPosition {
  const { from, to } = split;
  if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && from > 0 && to > 0))
    throw new RangeError(`A split ratio is two whole numbers above 0, not ${to}-for-${from}`);
  const sign = Math.sign(position.quantity);
  const held = Math.abs(position.quantity);
  const whole = Math.floor((held * to) / from);
  // The fraction of a new share in 1/from units: held × to − whole × from (< from).
  const rest = held * to - whole * from;
  const cashCents = sign * Math.round((rest * previousCloseCents) / to);
  // A short's basis is negative: its fraction's share is rounded as a long's, with the sign put back.
  const basisSign = position.costBasisCents < 0 ? -1 : 1;
  const basisOfRest =
    whole === 0
      ? position.costBasisCents
      : basisSign * proportionalBasis({ quantity: held * to, costBasisCents: Math.abs(position.costBasisCents) }, rest);
  const valueBeforeCents = position.quantity * previousCloseCents;
  const valueAfterCents = (sign * whole * previousCloseCents * from) / to + cashCents;
  if (Math.abs(valueAfterCents - valueBeforeCents) > 0.5)
    throw new Error(`A split must keep the value to the cent: ${valueBeforeCents} before, ${valueAfterCents} after`);
  return {
    quantityAfter: sign * whole,
    costBasisAfterCents: position.costBasisCents - basisOfRest,
    cashCents,
    realizedPnlCents: cashCents - basisOfRest,
    valueBeforeCents,
    valueAfterCents,
  };
}

/**
 * An open order's terms after a split: quantity × to ÷ from rounded down (0: it cannot stay open), limit and stop
 * prices × from ÷ to rounded half up to the cent (at least 1 cent).
 */
export function splitOrderTerms(
  order: { quantity: number; limitPriceCents: Cents | null; stopPriceCents: Cents | null },
  split: { from: number; to: number },
): { quantity: number; limitPriceCents: Cents | null; stopPriceCents: Cents | null } {
  const price = (p: Cents | null) => (p === null ? null : Math.max(1, Math.round((p * split.from) / split.to)));
  return {
    quantity: Math.floor((order.quantity * split.to) / split.from),
    limitPriceCents: price(order.limitPriceCents),
    stopPriceCents: price(order.stopPriceCents),
  };
}
