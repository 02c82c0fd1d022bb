import type { MarketStatus } from '../../ports/market-hours.ts';

/** 1,234,567 from a whole number (what `toLocaleString('en-US')` prints, without ICU's cost on every order). */
export function groupThousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

/** $1,234.56 from cents (what Intl's en-US USD currency format prints). */
export function formatUsd(cents: number): string {
  const abs = Math.round(Math.abs(cents)); // half a cent away from zero, as Intl rounds
  const frac = abs % 100;
  const text = `$${groupThousands(Math.floor(abs / 100))}.${frac < 10 ? '0' : ''}${frac}`;
  return cents < 0 || Object.is(cents, -0) ? `-${text}` : text;
}

const newYorkTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The spec's market-hours error (spec 01 §8: the client matches "trading is only allowed during market hours").
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
  const plural = (n: number) => `${groupThousands(n)} share${n === 1 ? '' : 's'}`;
  return `Insufficient shares: you hold ${plural(held)} of ${symbol} and tried to sell ${plural(wanted)}`;
}

export const INVALID_QUANTITY_MESSAGE =
  'Invalid Quantity: shares must be a whole number from 1 to 999,999. Please enter a valid number of shares to trade.';
