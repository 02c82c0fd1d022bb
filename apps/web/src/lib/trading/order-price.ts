import { MAX_ORDER_PRICE_CENTS } from '@tradearena/domain';
import { formatCurrency } from '@/lib/format.ts';

export type OrderPriceField = 'limit' | 'stop';

/** The ticket's checks of a limit or stop price, as the user typed it (dollars). */
export const ORDER_PRICE_MESSAGES = {
  required: (field: OrderPriceField) => `Enter a ${field} price.`,
  notANumber: (field: OrderPriceField) => `Enter the ${field} price as a dollar amount, e.g. 180.50.`,
  notPositive: (field: OrderPriceField) => `The ${field} price must be more than $0.00.`,
  decimals: (field: OrderPriceField) => `The ${field} price can have at most 2 decimals (whole cents).`,
  tooHigh: (field: OrderPriceField) =>
    `The ${field} price can be at most ${formatCurrency(MAX_ORDER_PRICE_CENTS / 100)} a share.`,
} as const;

export type OrderPriceCheck = { ok: true; price: number } | { ok: false; message: string };

/** "180.5" → 180.5; an empty, non-numeric, non-positive, sub-cent or too high price → its message. "$" and "," are allowed. */
export function checkOrderPrice(field: OrderPriceField, text: string): OrderPriceCheck {
  const clean = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!clean) return { ok: false, message: ORDER_PRICE_MESSAGES.required(field) };
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return { ok: false, message: ORDER_PRICE_MESSAGES.notANumber(field) };
  const price = Number(clean);
  if (price <= 0) return { ok: false, message: ORDER_PRICE_MESSAGES.notPositive(field) };
  if (/\.\d{3,}$/.test(clean)) return { ok: false, message: ORDER_PRICE_MESSAGES.decimals(field) };
  if (Math.round(price * 100) > MAX_ORDER_PRICE_CENTS)
    return { ok: false, message: ORDER_PRICE_MESSAGES.tooHigh(field) };
  return { ok: true, price };
}
