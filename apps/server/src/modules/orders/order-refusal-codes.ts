import type { ErrorCode } from '@tradearena/contracts';

/**
 * What placing an order can be refused with, in any portfolio (placeOrder, placeCompetitionOrder, placeOpenOrder):
 * the order's own terms and funds, its market, and the competition it trades in. The order routes document these.
 */
export const ORDER_REFUSAL_CODES = [
  'ORDER_MARKET_CLOSED',
  'ORDER_INSUFFICIENT_CASH',
  'ORDER_INSUFFICIENT_SHARES',
  'ORDER_INVALID_QUANTITY',
  'ORDER_UNKNOWN_SYMBOL',
  'ORDER_NO_PRICE',
  'ORDER_IDEMPOTENCY_CONFLICT',
  'ORDER_OPPOSITE_POSITION',
  'ORDER_SHORT_SELLING_UNAVAILABLE',
  'ORDER_INVALID_TERMS',
  'PORTFOLIO_NOT_FOUND',
  'COMPETITION_NOT_FOUND',
  'COMPETITION_NOT_PARTICIPANT',
  'COMPETITION_NOT_JOINABLE',
  'LEAGUE_COMPLETED',
  'LEAGUE_PENDING',
  'COMPETITION_SEASON_ENDED',
  'ORDER_RULE_POSITION_LIMIT',
  'ORDER_RULE_TRADES_PER_DAY',
  'ORDER_RULE_MIN_PRICE',
  'ORDER_RULE_SYMBOL_NOT_ALLOWED',
  'ORDER_RULE_OUTSIDE_TRADING_HOURS',
  'ORDER_RULE_NOTE_REQUIRED',
] as const satisfies readonly ErrorCode[];
