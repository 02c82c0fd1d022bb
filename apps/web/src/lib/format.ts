import { onFirstUse } from './on-first-use.ts';

/**
 * Display formats (docs/product/trading.md#prices-and-quotes): prices with 2 decimals, signed percents, K/M volumes.
 * `Intl` formatters are made on first use, and dollar amounts (the public pages' among them) are written without `Intl`
 * (the first formatter a page makes costs tens of milliseconds: docs/benchmarks.md, "Page delivery and Lighthouse").
 */
const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** 1234.5 → "$1,234.50"; exactly what `Intl` writes for en-US (format.test.ts), without it for usual amounts. */
export function formatCurrency(dollars: number): string {
  return dollarsWithoutIntl(dollars, 2) ?? usd().format(dollars);
}

/** A per-share price with 2 decimals and no currency sign: 187.3 → "187.30". */
export function formatPrice(price: number): string {
  return price.toFixed(2);
}

/** A change in percent, '+' prefixed when not negative: 1.234 → "+1.23%", -0.5 → "-0.50%". */
export function formatPercent(percent: number): string {
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

/** Volume: M from a million, K from a thousand, else the plain number; 999,960 is "1.0M", never "1000.0K". */
export function formatVolume(volume: number): string {
  const abs = Math.abs(volume);
  if (abs >= 999_950) return `${(volume / 1_000_000).toFixed(1)}M`;
  if (abs >= 999.5) return `${(volume / 1_000).toFixed(1)}K`;
  return String(Math.round(volume));
}

/** "1234567" → "1,234,567": en-US groups of three digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** en-US's sign of a currency amount: "-" before the "$" for every negative number, -0 included. */
function minusSign(dollars: number): string {
  return dollars < 0 || Object.is(dollars, -0) ? '-' : '';
}

/**
 * "$1,234.57" for en-US as `Intl.NumberFormat` writes it with `places` fraction digits: `Intl` rounds the number's
 * shortest decimal form (what `String` writes) half away from zero, and so does this. Undefined where `String` writes
 * an exponent (below 1e-6, from 1e21) or for NaN and Infinity: those are left to `Intl`.
 */
function dollarsWithoutIntl(dollars: number, places: number): string | undefined {
  const shortest = String(Math.abs(dollars));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return undefined;
  const [whole = '', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, places).padEnd(places, '0');
  if ((fraction[places] ?? '0') >= '5') digits = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  const cut = digits.length - places;
  const text = groupThousands(digits.slice(0, cut)) + (places > 0 ? `.${digits.slice(cut)}` : '');
  return `${minusSign(dollars)}$${text}`;
}

/** Whole dollars for marketing copy and limits: 100000 → "$100,000", 1234.5 → "$1,235"; exactly as `Intl` writes. */
export function formatWholeDollars(dollars: number): string {
  return dollarsWithoutIntl(dollars, 0) ?? wholeUsd().format(dollars);
}

const wholeUsd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * Whole dollars in en-US's short compact form: 100000 → "$100K", 1250000 → "$1.3M", 999999 → "$1M"; exactly what
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' })` writes (format.test.ts):
 * the amount in its unit with 2 significant digits below 10 and none from 10, half away from zero, a ".0" dropped.
 * Written with integer arithmetic for whole amounts from $1,000 below $1,000T; anything else is left to `Intl`.
 */
export function formatCompactDollars(dollars: number): string {
  const abs = Math.abs(dollars);
  if (!Number.isSafeInteger(abs) || abs < 1000 || abs >= 1e15) return compactUsd().format(dollars);
  let unit = Math.floor(Math.log10(abs) / 3);
  // log10 of an exact power of ten may land just below the integer: the unit is the largest 1000^unit ≤ abs.
  while (1000 ** (unit + 1) <= abs) unit++;
  while (1000 ** unit > abs) unit--;
  let tenths = roundedQuotient(abs, 1000 ** unit / 10);
  // From 10 in its unit the amount is shown whole: round again to units, not tenths of the rounded tenths.
  let text: string;
  if (tenths < 100) {
    text = tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
  } else {
    tenths = roundedQuotient(abs, 1000 ** unit) * 10;
    if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) {
      unit++;
      tenths = 10;
    }
    text = String(tenths / 10);
  }
  return `${minusSign(dollars)}$${text}${COMPACT_UNITS[unit]}`;
}

/** a / b rounded half away from zero, for non-negative safe integers a and b. */
function roundedQuotient(a: number, b: number): number {
  const q = Math.floor(a / b);
  return 2 * (a - q * b) >= b ? q + 1 : q;
}

const compactUsd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }),
);
