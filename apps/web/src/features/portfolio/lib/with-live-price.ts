import type { Position, StockUpdateMessage } from '@tradearena/contracts';
import { dayChangeOf, toCents, toDollars } from '@tradearena/domain';

/**
 * A position revalued at the latest live tick: current price, value, unrealized P/L and day change, counted from
 * the server's `dayChangeBase` (the fill price for shares opened today, the previous close otherwise: packages/domain
 * day-change.ts), or from the tick's previous close when the server gave none. Without a usable tick the position is returned as the server valued it. A short
 * (docs/product/trading.md#short-selling-and-margin) keeps its signed figures: value negative, day change and its percent the short's own (gaining when
 * the price falls), P/L = proceeds − cost to cover, percent over the proceeds.
 */
export function withLivePrice(p: Position, tick: StockUpdateMessage | undefined): Position {
  if (!tick || !(tick.price > 0) || p.quantity === 0) return p;
  const valueCents = p.quantity * toCents(tick.price);
  const costCents = toCents(p.costBasis);
  const pnlCents = valueCents - costCents;
  const priceCents = toCents(tick.price);
  const baseCents = p.dayChangeBase !== undefined ? p.dayChangeBase * 100 : priceCents - toCents(tick.change);
  const day = dayChangeOf(p.quantity, priceCents, baseCents);
  return {
    ...p,
    currentPrice: tick.price,
    marketValue: toDollars(valueCents),
    totalValue: toDollars(valueCents),
    unrealizedPL: toDollars(pnlCents),
    profitLoss: toDollars(pnlCents),
    profitLossPercent: costCents ? Math.round((pnlCents / Math.abs(costCents)) * 10_000) / 100 : 0,
    dayChange: toDollars(day.dayChangeCents),
    // The position's own move, as the server gives it: a short gains (+) when the price falls.
    dayChangePercent: Math.round(day.dayChangePercent * 100) / 100,
  };
}
