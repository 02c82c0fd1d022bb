import type { TradeErrorMessage } from './trade-error-message.ts';

/** The order form's checks of docs/product/trading.md#placing-a-trade, in order; null when the order may be sent. */
export const TRADE_VALIDATION = {
  noSymbol: { title: 'No Stock Selected', description: 'Please select a stock symbol to trade.' },
  quantity: { title: 'Invalid Quantity', description: 'Please enter a valid number of shares to trade.' },
  noPrice: {
    title: 'Price Data Unavailable',
    description: 'Unable to get current price for this stock. Please try again.',
  },
} as const satisfies Record<string, TradeErrorMessage>;

/** `requirePrice: false` for a limit or stop order, which carries its own price. */
export function validateTrade(
  input: { symbol: string | null; quantity: number; price: number | undefined },
  { requirePrice = true }: { requirePrice?: boolean } = {},
): TradeErrorMessage | null {
  if (!input.symbol) return TRADE_VALIDATION.noSymbol;
  if (!Number.isInteger(input.quantity) || input.quantity <= 0) return TRADE_VALIDATION.quantity;
  if (!requirePrice) return null;
  if (input.price === undefined || !Number.isFinite(input.price) || input.price <= 0) return TRADE_VALIDATION.noPrice;
  return null;
}

/** "12" → 12; anything that is not a whole number of shares → 0. */
export function parseQuantity(text: string): number {
  if (!/^\d{1,7}$/.test(text.trim())) return 0;
  return Number(text.trim());
}
