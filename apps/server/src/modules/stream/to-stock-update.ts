import type { StockUpdateMessage } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import type { Quote } from '../../ports/market-data.ts';
import { changeOf } from '../market/index.ts';

/** A quote as the stream's stock_update message (dollars, percent, ISO instant). */
export function toStockUpdate(q: Quote): StockUpdateMessage {
  return {
    type: 'stock_update',
    symbol: q.symbol,
    price: toDollars(q.priceCents),
    ...changeOf(q),
    volume: q.volume,
    timestamp: new Date(q.timestamp).toISOString(),
  };
}
