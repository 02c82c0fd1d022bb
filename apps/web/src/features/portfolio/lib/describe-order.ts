import type { Order } from '@tradearena/contracts';
import type { OrderType, TimeInForce, TradeSide } from '@tradearena/domain';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency } from '@/lib/format.ts';

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

const FILLED_VERBS: Record<TradeSide, string> = { buy: 'Bought', sell: 'Sold', short: 'Sold short', cover: 'Covered' };

interface OrderTerms {
  symbol: string;
  side: TradeSide;
  quantity: number;
  type: OrderType;
  limitPrice?: number | null;
  stopPrice?: number | null;
  timeInForce: TimeInForce;
}

/** The order's prices: "Limit $180.00", "Stop $175.00", "Stop $175.00, limit $174.50"; "Market" for a market order. */
export function describeOrderPrices(o: Pick<OrderTerms, 'type' | 'limitPrice' | 'stopPrice'>): string {
  const limit = o.limitPrice != null ? formatCurrency(o.limitPrice) : '—';
  const stop = o.stopPrice != null ? formatCurrency(o.stopPrice) : '—';
  if (o.type === 'limit') return `Limit ${limit}`;
  if (o.type === 'stop') return `Stop ${stop}`;
  if (o.type === 'stop_limit') return `Stop ${stop}, limit ${limit}`;
  return 'Market';
}

/** "Buy 5 AAPL · Limit $180.00 · Day". */
export function describeOrder(o: OrderTerms): string {
  return `${SIDE_LABELS[o.side]} ${o.quantity.toLocaleString('en-US')} ${o.symbol} · ${describeOrderPrices(o)} · ${TIME_IN_FORCE_LABELS[o.timeInForce]}`;
}

/** "Sold short 5 AAPL at $180.00", "Covered 5 AAPL at $174.20": a fill, as the trade history words it. */
export function filledTradeText(side: TradeSide, quantity: number, symbol: string, price: number | null): string {
  const at = price != null ? ` at ${formatCurrency(price)}` : '';
  return `${FILLED_VERBS[side]} ${quantity.toLocaleString('en-US')} ${symbol}${at}`;
}

/** "Order filled: Bought 5 AAPL at $180.00". */
export function orderFilledText(
  o: Pick<OrderTerms, 'side' | 'quantity' | 'symbol'> & { fillPrice: number | null },
): string {
  return `Order filled: ${filledTradeText(o.side, o.quantity, o.symbol, o.fillPrice)}`;
}

/**
 * The toast for an order POST /api/orders took: 'Order filled: …' when it filled at once; 'Order Rejected' with the
 * server's reason (else `rejectedText`) when it was rejected — or, without `placedNote`, whenever it did not fill (a
 * Quick Trade market order); otherwise 'Order placed' with its summary and `placedNote`. True when it filled.
 */
export function announcePlacedOrder(
  o: Order,
  { rejectedText, placedNote }: { rejectedText: string; placedNote?: string },
) {
  if (o.status === 'filled') {
    toast({ variant: 'success', title: orderFilledText(o) });
    return true;
  }
  if (o.status === 'rejected' || placedNote === undefined)
    toast({ variant: 'destructive', title: 'Order Rejected', description: o.reason ?? rejectedText });
  else toast({ variant: 'success', title: 'Order placed', description: `${describeOrder(o)}.${placedNote}` });
  return false;
}
