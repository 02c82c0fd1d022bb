/**
 * A limit or stop price as sent (dollars: a number or its decimal text) to cents: undefined when absent, NaN when not
 * a price with at most 2 decimals (the order rules then answer that the price is invalid).
 */
export function parseOrderPrice(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
