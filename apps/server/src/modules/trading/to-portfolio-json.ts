import type { PortfolioSummary, Position } from '@tradearena/contracts';
import type { PortfolioValuation, ValuedPosition } from '@tradearena/domain';

/** Cents (possibly fractional, e.g. an average price) to dollars with 2 decimals. */
export const dollars = (cents: number): number => Math.round(cents) / 100;
/** A percentage with 2 decimals. */
export const percent2 = (value: number): number => Math.round(value * 100) / 100;

export function toPositionJson(p: ValuedPosition): Position {
  const marketValue = dollars(p.marketValueCents);
  const unrealized = dollars(p.unrealizedPnlCents);
  return {
    symbol: p.symbol,
    quantity: p.quantity,
    averagePrice: dollars(p.averagePriceCents),
    currentPrice: dollars(p.priceCents),
    costBasis: dollars(p.costBasisCents),
    totalValue: marketValue,
    marketValue,
    unrealizedPL: unrealized,
    profitLoss: unrealized,
    profitLossPercent: percent2(p.unrealizedPnlPercent),
    dayChange: dollars(p.dayChangeCents),
    dayChangePercent: percent2(p.dayChangePercent),
  };
}

export function toPortfolioSummaryJson(v: PortfolioValuation): PortfolioSummary {
  return {
    totalValue: dollars(v.totalValueCents),
    cashBalance: dollars(v.cashCents),
    winRate: percent2(v.winRatePercent),
    totalProfitLoss: dollars(v.totalPnlCents),
    realizedProfitLoss: dollars(v.realizedPnlCents),
    unrealizedProfitLoss: dollars(v.unrealizedPnlCents),
    winningTrades: v.winningTrades,
    totalTrades: v.totalTrades,
    closedTrades: v.closedTrades,
    totalReturn: percent2(v.returnPercent),
    positions: v.positions.map(toPositionJson),
  };
}
