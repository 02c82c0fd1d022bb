import type { Cents } from '../../money.ts';

/** A long or short position: whole shares and its basis (cost for a long, sale proceeds for a short). */
export interface SidedLot {
  symbol: string;
  quantity: number;
  costBasisCents: Cents;
}

export interface ValueWithShorts {
  longMarketValueCents: Cents;
  /** What buying the shorts back would cost now: the liability. */
  shortMarketValueCents: Cents;
  /** Equity: cash + long market value − short market value (the portfolio's value, for returns and ranks). */
  totalValueCents: Cents;
  /** Σ (long value − cost) + Σ (short proceeds − short value). */
  unrealizedPnlCents: Cents;
}

/**
 * The portfolio's value with shorts: cash + Σ long value − Σ short value, each position at its mark (a position
 * without a mark at its basis, as `valuePortfolio` does). With the ledger identity (cash + Σ long basis − Σ short
 * basis = starting cash + deposits + realized), value − starting cash − deposits = realized + unrealized exactly.
 */
export function valueWithShorts(
  cashCents: Cents,
  longs: readonly SidedLot[],
  shorts: readonly SidedLot[],
  marks: ReadonlyMap<string, Cents>,
): ValueWithShorts {
  const marketValueOf = (lot: SidedLot) => {
    const mark = marks.get(lot.symbol);
    return mark === undefined ? lot.costBasisCents : lot.quantity * mark;
  };
  let longMarketValueCents = 0;
  let shortMarketValueCents = 0;
  let unrealizedPnlCents = 0;
  for (const lot of longs) {
    const value = marketValueOf(lot);
    longMarketValueCents += value;
    unrealizedPnlCents += value - lot.costBasisCents;
  }
  for (const lot of shorts) {
    const value = marketValueOf(lot);
    shortMarketValueCents += value;
    unrealizedPnlCents += lot.costBasisCents - value;
  }
  return {
    longMarketValueCents,
    shortMarketValueCents,
    totalValueCents: cashCents + longMarketValueCents - shortMarketValueCents,
    unrealizedPnlCents,
  };
}
