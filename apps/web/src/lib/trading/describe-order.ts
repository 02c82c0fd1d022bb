import type { Order } from '@tradearena/contracts';
import type { OrderType, TimeInForce, TradeSide } from '@tradearena/domain';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency } from '@/lib/format.ts';
import { describeOrderPrices, SIDE_LABELS, TIME_IN_FORCE_LABELS } from '@/lib/order-labels.ts';

export { describeOrderPrices, ORDER_TYPE_LABELS, SIDE_LABELS, TIME_IN_FORCE_LABELS } from '@/lib/order-labels.ts';

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

/** What a market order placed while the market is closed does (docs/decisions/020-queued-market-orders-and-cancelling-on-exit.md). */
export const QUEUED_MARKET_NOTE = "It waits and fills at the next open's price.";

/** When an order placed now fills: '' while the market is open; while it is closed, at the next open. */
export function closedMarketNote(type: OrderType, marketOpen: boolean): string {
  if (marketOpen) return '';
  return type === 'market' ? QUEUED_MARKET_NOTE : 'It waits for the next market open.';
}

/**
 * The toast for an order POST /api/orders took: 'Order filled: …' when it filled at once; 'Order Rejected' with the
 * server's reason (else the order's summary) when it was rejected; otherwise 'Order placed' with its summary and
 * `note` (when it fills).
 */
export function announcePlacedOrder(o: Order, note: string): void {
  if (o.status === 'filled') toast({ variant: 'success', title: orderFilledText(o) });
  else if (o.status === 'rejected')
    toast({ variant: 'destructive', title: 'Order Rejected', description: o.reason ?? describeOrder(o) });
  else
    toast({ variant: 'success', title: 'Order placed', description: `${describeOrder(o)}.${note ? ` ${note}` : ''}` });
}
