/** Display formats (docs/product/trading.md#prices-and-quotes): prices with 2 decimals, signed percents, K/M volumes. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 → "$1,234.50". */
export function formatCurrency(dollars: number): string {
  return usd.format(dollars);
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

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars for marketing copy and limits: 100000 → "$100,000". */
export function formatWholeDollars(dollars: number): string {
  return wholeUsd.format(dollars);
}
