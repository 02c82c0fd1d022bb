import type { Cents } from '../money.ts';
import { dayChangeBase, dayChangeOf, type TodaysFill } from './day-change.ts';
import { buyingPower } from './orders/buying-power.ts';
import { shortValueAtMarks } from './orders/short-value-at-marks.ts';

/** The stored ledger of one portfolio, in integer cents. */
export interface PortfolioLedger {
  cashCents: Cents;
  startingCashCents: Cents;
  netDepositsCents: Cents;
  realizedPnlCents: Cents;
  /** Sells with realized P&L > 0. */
  winningSells: number;
  /** All sells (closed trades). */
  totalSells: number;
  /** All trades, buys and sells. */
  totalTrades: number;
}

/**
 * A position: whole shares and their basis. A short position (docs/product/trading.md#short-selling-and-margin, ADR 016) has a negative quantity and a
 * negative basis (minus the proceeds it was sold for), so quantity × price is its (negative) value everywhere.
 */
export interface PositionLot {
  symbol: string;
  quantity: number;
  costBasisCents: Cents;
}

export interface PriceMark {
  priceCents: Cents;
  previousCloseCents: Cents;
}

export interface ValuedPosition {
  symbol: string;
  /** Negative for a short position, like its basis, market value and day change. */
  quantity: number;
  costBasisCents: Cents;
  /** costBasis / quantity: may carry fractions of a cent, rounded only at the JSON edge. */
  averagePriceCents: number;
  priceCents: Cents;
  marketValueCents: Cents;
  unrealizedPnlCents: Cents;
  unrealizedPnlPercent: number;
  /** Per share: what the day change counts from (day-change.ts: the previous close, or today's fill prices). */
  dayBaseCents: number;
  dayChangeCents: Cents;
  dayChangePercent: number;
  /** False when no quote was available: the position is then valued at its average cost. */
  priced: boolean;
}

export interface PortfolioValuation {
  cashCents: Cents;
  marketValueCents: Cents;
  totalValueCents: Cents;
  realizedPnlCents: Cents;
  unrealizedPnlCents: Cents;
  /** realized + unrealized. */
  totalPnlCents: Cents;
  /** Σ of the positions' day change (Today's P&L), each counted as day-change.ts says. */
  dayChangeCents: Cents;
  /** value − starting cash − net deposits: equal to totalPnl by the ledger identity, and net of deposits. */
  profitCents: Cents;
  /** profit / (starting cash + net deposits) × 100. */
  returnPercent: number;
  /** winning sells / all sells × 100, 0 with no sells. */
  winRatePercent: number;
  winningTrades: number;
  closedTrades: number;
  totalTrades: number;
  /** Cash held back by open orders (docs/product/trading.md#order-types). */
  reservedCashCents: Cents;
  /** What buying back every short would cost now: −Σ short market value (0 with no shorts). */
  shortMarketValueCents: Cents;
  /** cash − reserved − 150 % of the shorts, never below 0 (ADR 015, `buyingPower`). */
  buyingPowerCents: Cents;
  /** The value of new shorts the buying power can back. */
  shortSellingPowerCents: Cents;
  positions: ValuedPosition[];
}

/**
 * Values a portfolio at the given marks (the server's own quotes). Pure: marks come in as an argument. Short
 * positions count at their negative value (the liability), so value = cash + longs − shorts (ADR 015).
 * `reservedCashCents`: what its open orders hold back, for the buying power. `todaysFills`: per symbol, the fills of
 * today's New York trading day in execution order, so the day change counts shares opened today from their fill
 * price (day-change.ts); without them every share counts from the previous close.
 */
export function valuePortfolio(
  ledger: PortfolioLedger,
  lots: readonly PositionLot[],
  marks: ReadonlyMap<string, PriceMark>,
  reservedCashCents: Cents = 0,
  todaysFills: ReadonlyMap<string, readonly TodaysFill[]> = new Map(),
): PortfolioValuation {
  const positions = lots
    .filter((l) => l.quantity !== 0)
    .map((lot) => valuePosition(lot, marks.get(lot.symbol), todaysFills.get(lot.symbol) ?? []));
  const marketValueCents = positions.reduce((s, p) => s + p.marketValueCents, 0);
  const shortMarketValueCents = shortValueAtMarks(lots, marks);
  const power = buyingPower({ cashCents: ledger.cashCents, reservedCashCents, shortMarketValueCents });
  const unrealizedPnlCents = positions.reduce((s, p) => s + p.unrealizedPnlCents, 0);
  const totalValueCents = ledger.cashCents + marketValueCents;
  const investedCents = ledger.startingCashCents + ledger.netDepositsCents;
  const profitCents = totalValueCents - investedCents;
  return {
    cashCents: ledger.cashCents,
    marketValueCents,
    totalValueCents,
    realizedPnlCents: ledger.realizedPnlCents,
    unrealizedPnlCents,
    totalPnlCents: ledger.realizedPnlCents + unrealizedPnlCents,
    dayChangeCents: positions.reduce((s, p) => s + p.dayChangeCents, 0),
    profitCents,
    returnPercent: percentOf(profitCents, investedCents),
    winRatePercent: percentOf(ledger.winningSells, ledger.totalSells),
    winningTrades: ledger.winningSells,
    closedTrades: ledger.totalSells,
    totalTrades: ledger.totalTrades,
    reservedCashCents,
    shortMarketValueCents,
    buyingPowerCents: power.buyingPowerCents,
    shortSellingPowerCents: power.shortSellingPowerCents,
    positions,
  };
}

function valuePosition(lot: PositionLot, mark: PriceMark | undefined, fills: readonly TodaysFill[]): ValuedPosition {
  const averagePriceCents = lot.costBasisCents / lot.quantity;
  const priceCents = mark?.priceCents ?? Math.round(averagePriceCents);
  const marketValueCents = mark ? lot.quantity * mark.priceCents : lot.costBasisCents;
  const unrealizedPnlCents = marketValueCents - lot.costBasisCents;
  const dayBaseCents = mark ? dayChangeBase(lot.quantity, mark.previousCloseCents, fills) : priceCents;
  const day = mark ? dayChangeOf(lot.quantity, priceCents, dayBaseCents) : { dayChangeCents: 0, dayChangePercent: 0 };
  return {
    symbol: lot.symbol,
    quantity: lot.quantity,
    costBasisCents: lot.costBasisCents,
    averagePriceCents,
    priceCents,
    marketValueCents,
    unrealizedPnlCents,
    unrealizedPnlPercent: percentOf(unrealizedPnlCents, Math.abs(lot.costBasisCents)),
    dayBaseCents,
    ...day,
    priced: Boolean(mark),
  };
}

/** part / whole × 100, or 0 when the whole is not positive. Not rounded: rounding is for the JSON edge. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}
