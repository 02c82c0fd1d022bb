import { isBuySide, type TradeSide } from '../trading/orders/order-constants.ts';

/** A trade as the league win rate reads it: per-share price in cents. */
export interface WinRateTrade {
  symbol: string;
  side: TradeSide;
  priceCents: number;
}

/**
 * docs/product/competitions.md#league-standings-and-history win %: among the symbols with both buys and sells, the fraction whose average sell price is above
 * their average buy price (plain averages of the trade prices, not quantity-weighted; compared exactly in integers).
 * 0 when no symbol has both. A short sells and a cover buys (docs/product/trading.md#short-selling-and-margin): a short covered lower is a win too.
 */
export function leagueWinRate(trades: WinRateTrade[]): number {
  const bySymbol = new Map<string, { buySum: number; buys: number; sellSum: number; sells: number }>();
  for (const t of trades) {
    const s = bySymbol.get(t.symbol) ?? { buySum: 0, buys: 0, sellSum: 0, sells: 0 };
    if (isBuySide(t.side)) {
      s.buySum += t.priceCents;
      s.buys++;
    } else {
      s.sellSum += t.priceCents;
      s.sells++;
    }
    bySymbol.set(t.symbol, s);
  }
  let traded = 0;
  let won = 0;
  for (const s of bySymbol.values()) {
    if (s.buys === 0 || s.sells === 0) continue;
    traded++;
    if (s.sellSum * s.buys > s.buySum * s.sells) won++;
  }
  return traded === 0 ? 0 : won / traded;
}
