import type { PortfolioSummary, Position } from '@tradearena/contracts';
import { toCents, toDollars } from '@tradearena/domain';

export interface TradeIntent {
  symbol: string;
  action: 'buy' | 'sell';
  shares: number;
  /** The price the user saw, in dollars. */
  price: number;
  /** ADR 026: why the player trades; sent only when not blank. */
  note?: string;
}

/**
 * The optimistic position list at submit (docs/product/trading.md#trading-screens): a buy adds the shares at a weighted average price (a new
 * row when the symbol is not held); a sell takes them off and drops the row at zero. Money is summed in cents.
 */
export function applyTradeToPositions(positions: readonly Position[], t: TradeIntent): Position[] {
  const priceCents = toCents(t.price);
  const existing = positions.find((p) => p.symbol === t.symbol);
  if (t.action === 'sell') {
    if (!existing) return [...positions];
    const quantity = existing.quantity - t.shares;
    if (quantity <= 0) return positions.filter((p) => p.symbol !== t.symbol);
    return positions.map((p) =>
      p.symbol === t.symbol ? revalue(p, quantity, toCents(p.averagePrice), priceCents) : p,
    );
  }
  if (!existing) return [...positions, revalue(emptyPosition(t.symbol), t.shares, priceCents, priceCents)];
  const quantity = existing.quantity + t.shares;
  const averageCents = (existing.quantity * toCents(existing.averagePrice) + t.shares * priceCents) / quantity;
  return positions.map((p) => (p.symbol === t.symbol ? revalue(p, quantity, averageCents, priceCents) : p));
}

/**
 * The optimistic portfolio at submit: a buy takes price × shares from cash, a sell adds it — for the shares
 * actually held, when the portfolio lists its positions (a sell of shares one does not have credits nothing; the
 * server will refuse it).
 */
export function applyTradeToPortfolio(portfolio: PortfolioSummary, t: TradeIntent): PortfolioSummary {
  const held = portfolio.positions?.find((p) => p.symbol === t.symbol)?.quantity ?? (portfolio.positions ? 0 : null);
  // A short position's quantity is negative: none of it can be sold.
  const shares = t.action === 'sell' && held !== null ? Math.min(t.shares, Math.max(0, held)) : t.shares;
  const costCents = shares * toCents(t.price);
  const cashCents = toCents(portfolio.cashBalance) + (t.action === 'buy' ? -costCents : costCents);
  return {
    ...portfolio,
    cashBalance: toDollars(cashCents),
    totalTrades: portfolio.totalTrades + 1,
    positions: applyTradeToPositions(portfolio.positions ?? [], t),
  };
}

function emptyPosition(symbol: string): Position {
  return {
    symbol,
    // Shown until the server's portfolio, which types the instrument, replaces this optimistic position.
    type: 'stock',
    quantity: 0,
    side: 'long',
    averagePrice: 0,
    currentPrice: 0,
    costBasis: 0,
    totalValue: 0,
    marketValue: 0,
    unrealizedPL: 0,
    profitLoss: 0,
    profitLossPercent: 0,
    dayChange: 0,
    dayChangePercent: 0,
  };
}

function revalue(p: Position, quantity: number, averageCents: number, priceCents: number): Position {
  const costBasisCents = Math.round(quantity * averageCents);
  const valueCents = quantity * priceCents;
  const pnlCents = valueCents - costBasisCents;
  return {
    ...p,
    quantity,
    averagePrice: toDollars(averageCents),
    currentPrice: toDollars(priceCents),
    costBasis: toDollars(costBasisCents),
    totalValue: toDollars(valueCents),
    marketValue: toDollars(valueCents),
    unrealizedPL: toDollars(pnlCents),
    profitLoss: toDollars(pnlCents),
    profitLossPercent: costBasisCents ? Math.round((pnlCents / costBasisCents) * 10_000) / 100 : 0,
  };
}
