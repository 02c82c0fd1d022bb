import type { OrderType, TimeInForce, TradeSide } from '@tradearena/domain';
import { formatCurrency } from './format.ts';

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  market: 'Market',
  limit: 'Limit',
  stop: 'Stop',
  stop_limit: 'Stop-Limit',
};

export const TIME_IN_FORCE_LABELS: Record<TimeInForce, string> = {
  day: 'Day',
  gtc: "Good 'til cancelled",
};

export const SIDE_LABELS: Record<TradeSide, string> = { buy: 'Buy', sell: 'Sell', short: 'Short', cover: 'Cover' };

/** The order's prices: "Limit $180.00", "Stop $175.00", "Stop $175.00, limit $174.50"; "Market" for a market order. */
export function describeOrderPrices(o: {
  type: OrderType;
  limitPrice?: number | null;
  stopPrice?: number | null;
}): string {
  const limit = o.limitPrice != null ? formatCurrency(o.limitPrice) : '—';
  const stop = o.stopPrice != null ? formatCurrency(o.stopPrice) : '—';
  if (o.type === 'limit') return `Limit ${limit}`;
  if (o.type === 'stop') return `Stop ${stop}`;
  if (o.type === 'stop_limit') return `Stop ${stop}, limit ${limit}`;
  return 'Market';
}
