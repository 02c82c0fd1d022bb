/** The largest order the product accepts (docs/product/trading.md#trading-screens: quick trade maximum 999,999 shares). */
export const MAX_ORDER_SHARES = 999_999;

/**
 * Shares are whole numbers from 1 to 999,999. Accepts a number or a string of digits (the web client sends
 * numbers, older clients text); anything else — fractions, signs, exponents, blanks — is null.
 */
export function parseShareQuantity(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value)) n = Number(value);
  else return null;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ORDER_SHARES) return null;
  return n;
}
