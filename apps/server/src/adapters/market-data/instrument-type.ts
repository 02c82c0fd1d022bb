import type { InstrumentType } from '../../ports/market-data.ts';
import { UNIVERSE } from './simulated/universe.ts';

const types = new Map(UNIVERSE.map((u) => [u.symbol, u.type]));

/**
 * The type of a symbol: our universe's (every market-data adapter trades that universe and takes its type from it,
 * docs/decisions/027-etfs-baskets-and-expense-ratios.md); 'stock' for a symbol it does not list.
 */
export function instrumentTypeOf(symbol: string): InstrumentType {
  return types.get(symbol) ?? 'stock';
}
