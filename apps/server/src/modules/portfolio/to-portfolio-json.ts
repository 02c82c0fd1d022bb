import type { PortfolioSummary, Position } from '@tradearena/contracts';
import type { PortfolioValuation, ValuedPosition } from '@tradearena/domain';
import { instrumentTypeOf } from '../../adapters/market-data/instrument-type.ts';

/** Cents (possibly fractional, e.g. an average price) to dollars with 2 decimals. */
export const dollars = (cents: number): number => Math.round(cents) / 100;
/** A percentage with 2 decimals. */
export const percent2 = (value: number): number => Math.round(value * 100) / 100;

export function toPositionJson(p: ValuedPosition): Position {
  const marketValue = dollars(p.marketValueCents);
  const unrealized = dollars(p.unrealizedPnlCents);
  return {
    symbol: p.symbol,
    type: instrumentTypeOf(p.symbol),
    quantity: p.quantity,
    side: p.quantity < 0 ? 'short' : 'long',
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
    dayChangeBase: dollars(p.dayBaseCents),
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
    dayChange: dollars(v.dayChangeCents),
    winningTrades: v.winningTrades,
    totalTrades: v.totalTrades,
    closedTrades: v.closedTrades,
    totalReturn: percent2(v.returnPercent),
    buyingPower: dollars(v.buyingPowerCents),
    reservedCash: dollars(v.reservedCashCents),
    shortMarketValue: dollars(v.shortMarketValueCents),
    shortSellingPower: dollars(v.shortSellingPowerCents),
    positions: v.positions.map(toPositionJson),
  };
}

/**
 * `dollars(cents)` as JSON text, from integers: JSON.stringify formats each fractional double with the shortest
 * round-trip algorithm (~40 numbers per portfolio, most of a read's serialization time); this prints whole cents.
 * Same text as JSON.stringify(dollars(cents)); a value that is not finite has no JSON form and throws.
 */
export function dollarsText(cents: number): string {
  const r = Math.round(cents);
  if (!Number.isFinite(r)) throw new RangeError(`not a finite amount: ${cents}`);
  if (!Number.isSafeInteger(r)) return JSON.stringify(r / 100);
  const abs = r < 0 ? -r : r;
  const whole = Math.floor(abs / 100);
  const frac = abs - whole * 100;
  const text =
    frac === 0
      ? `${whole}`
      : frac % 10 === 0
        ? `${whole}.${frac / 10}`
        : frac < 10
          ? `${whole}.0${frac}`
          : `${whole}.${frac}`;
  return r < 0 ? `-${text}` : text;
}

/** `percent2(value)` as JSON text. */
export const percent2Text = (value: number): string => dollarsText(value * 100);

function integerText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite count: ${n}`);
  return `${n}`;
}

function positionText(p: ValuedPosition): string {
  const marketValue = dollarsText(p.marketValueCents);
  const unrealized = dollarsText(p.unrealizedPnlCents);
  return `{"symbol":${JSON.stringify(p.symbol)},"type":"${instrumentTypeOf(p.symbol)}","quantity":${integerText(p.quantity)},"side":"${p.quantity < 0 ? 'short' : 'long'}","averagePrice":${dollarsText(p.averagePriceCents)},"currentPrice":${dollarsText(p.priceCents)},"costBasis":${dollarsText(p.costBasisCents)},"totalValue":${marketValue},"marketValue":${marketValue},"unrealizedPL":${unrealized},"profitLoss":${unrealized},"profitLossPercent":${percent2Text(p.unrealizedPnlPercent)},"dayChange":${dollarsText(p.dayChangeCents)},"dayChangePercent":${percent2Text(p.dayChangePercent)},"dayChangeBase":${dollarsText(p.dayBaseCents)}}`;
}

/**
 * The JSON text of toPortfolioSummaryJson(v), written directly (the hot answer of GET /api/portfolio, polled
 * every second by every open trading page): byte for byte what JSON.stringify of that object gives.
 */
export function portfolioSummaryText(v: PortfolioValuation): string {
  let positions = '';
  for (let i = 0; i < v.positions.length; i++) positions += (i ? ',' : '') + positionText(v.positions[i]!);
  return `{"totalValue":${dollarsText(v.totalValueCents)},"cashBalance":${dollarsText(v.cashCents)},"winRate":${percent2Text(v.winRatePercent)},"totalProfitLoss":${dollarsText(v.totalPnlCents)},"realizedProfitLoss":${dollarsText(v.realizedPnlCents)},"unrealizedProfitLoss":${dollarsText(v.unrealizedPnlCents)},"dayChange":${dollarsText(v.dayChangeCents)},"winningTrades":${integerText(v.winningTrades)},"totalTrades":${integerText(v.totalTrades)},"closedTrades":${integerText(v.closedTrades)},"totalReturn":${percent2Text(v.returnPercent)},"buyingPower":${dollarsText(v.buyingPowerCents)},"reservedCash":${dollarsText(v.reservedCashCents)},"shortMarketValue":${dollarsText(v.shortMarketValueCents)},"shortSellingPower":${dollarsText(v.shortSellingPowerCents)},"positions":[${positions}]}`;
}
