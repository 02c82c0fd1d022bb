import type { ScreenerStock, StockUpdateMessage } from '@tradearena/contracts';

/** A screener row with the price, change and volume of its latest live tick, when there is one. */
export function withLiveTick(stock: ScreenerStock, tick: StockUpdateMessage | undefined): ScreenerStock {
  if (!tick || tick.symbol !== stock.symbol) return stock;
  return { ...stock, price: tick.price, change: tick.change, changePercent: tick.changePercent, volume: tick.volume };
}
