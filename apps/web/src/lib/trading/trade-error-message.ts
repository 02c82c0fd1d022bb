import { isApiError, serverText } from '@/lib/api-client.ts';

export interface TradeErrorMessage {
  title: string;
  description: string;
}

/** The trade error texts of docs/product/trading.md#trade-errors, chosen from the server's message. */
export const TRADE_ERRORS = {
  cash: {
    title: 'Not Enough Cash',
    description:
      "You don't have enough cash for this purchase. Check your available balance and try a smaller quantity.",
  },
  marketClosed: {
    title: 'Market Closed',
    description: 'Trading is only available during market hours (9:30 AM - 4:00 PM EST, Monday-Friday)',
  },
  /** docs/product/trading.md#short-selling-and-margin: titles for the short-selling refusals; the text is the server's (it names the symbol). */
  shortSellingOff: 'Short Selling Off',
  oppositePosition: 'Close Your Position First',
  /** ADR 026: a league's house rule refused the order; the text is the server's (it names the rule and its value). */
  houseRule: 'House Rule',
  failedTitle: 'Trade Failed',
  failedFallback: 'Failed to execute trade',
} as const;

/**
 * A message containing 'insufficient cash' or 'cash balance' → Not Enough Cash; one containing 'trading is only
 * allowed during market hours' → Market Closed, with the close the server gives; anything else → Trade Failed with
 * the server's message (titled for a short where short selling is off, or a buy while short / short while long).
 */
export function tradeErrorMessage(error: unknown): TradeErrorMessage {
  const server = serverText(error, 'message') ?? serverText(error, 'error');
  const code = isApiError(error) ? error.body?.code : undefined;
  if (server && code === 'ORDER_SHORT_SELLING_UNAVAILABLE')
    return { title: TRADE_ERRORS.shortSellingOff, description: server };
  if (server && code === 'ORDER_OPPOSITE_POSITION')
    return { title: TRADE_ERRORS.oppositePosition, description: server };
  if (server && code?.startsWith('ORDER_RULE_')) return { title: TRADE_ERRORS.houseRule, description: server };
  const text = (server ?? (error instanceof Error ? error.message : '')).toLowerCase();
  if (text.includes('insufficient cash') || text.includes('cash balance')) return { ...TRADE_ERRORS.cash };
  if (text.includes('trading is only allowed during market hours')) {
    // The server names the day's close (1:00 PM on an early-close day, from the NYSE calendar).
    const close = /- (\d{1,2}:\d{2} [ap]m) et\b/.exec(text)?.[1]?.toUpperCase();
    const { title, description } = TRADE_ERRORS.marketClosed;
    return { title, description: close ? description.replace('4:00 PM', close) : description };
  }
  return { title: TRADE_ERRORS.failedTitle, description: server || TRADE_ERRORS.failedFallback };
}
