import type { Quote } from '../../ports/market-data.ts';
import type { LeaderboardPlayer } from './leaderboard-types.ts';

/** What valuing needs of a player: cash, money put in, holdings (personal or competition portfolios alike). */
export type ValuedHoldings = Pick<LeaderboardPlayer, 'cashCents' | 'investedCents' | 'holdings'>;

interface CompiledHoldings {
  columns: Int32Array;
  quantities: Float64Array;
  basis: Float64Array;
}

/**
 * Values leaderboard players over typed columns: every symbol gets a column in the price vector and every player's
 * holdings are compiled once into column/quantity/basis arrays, so valuing 100,000 players does no string lookups.
 */
export function createPlayerValuer() {
  /** Symbol → column in the price vector. */
  const symbolColumn = new Map<string, number>();
  const columnOf = (symbol: string) => {
    let c = symbolColumn.get(symbol);
    if (c === undefined) {
      c = symbolColumn.size;
      symbolColumn.set(symbol, c);
    }
    return c;
  };
  const compiled = new WeakMap<ValuedHoldings, CompiledHoldings>();

  /** Gives the player's symbols their columns (a WeakMap hit after the first time). */
  function compile(p: ValuedHoldings): CompiledHoldings {
    let c = compiled.get(p);
    if (!c) {
      c = {
        columns: Int32Array.from(p.holdings, (h) => columnOf(h.symbol)),
        quantities: Float64Array.from(p.holdings, (h) => h.quantity),
        basis: Float64Array.from(p.holdings, (h) => h.costBasisCents),
      };
      compiled.set(p, c);
    }
    return c;
  }

  return {
    compile,
    /** Every symbol that has a column, in column order. */
    symbols: (): string[] => [...symbolColumn.keys()],
    /** The price vector for these quotes (NaN: no quote, valued at cost). */
    priceColumns(quotes: ReadonlyMap<string, Quote>): Float64Array {
      const prices = new Float64Array(symbolColumn.size).fill(Number.NaN);
      for (const [s, q] of quotes) {
        const c = symbolColumn.get(s);
        if (c !== undefined) prices[c] = q.priceCents;
      }
      return prices;
    },
    /** The player's profit in cents at these prices (a symbol without a price counts at its cost basis). */
    profitOf(player: ValuedHoldings, prices: Float64Array): number {
      const c = compile(player);
      let value = player.cashCents;
      for (let k = 0; k < c.columns.length; k++) {
        const p = prices[c.columns[k]!] ?? Number.NaN;
        value += Number.isNaN(p) ? c.basis[k]! : c.quantities[k]! * p;
      }
      return value - player.investedCents;
    },
  };
}
