import type { MarketData } from '../../ports/market-data.ts';

/**
 * The sector of each symbol as the market-data port lists it (searchSymbols), looked up once per symbol for the
 * life of the lookup; '' for a symbol the port does not list.
 */
export function createSectorLookup(marketData: MarketData): (symbol: string) => Promise<string> {
  const known = new Map<string, Promise<string>>();
  return (symbol) => {
    let sector = known.get(symbol);
    if (!sector) {
      sector = marketData
        .searchSymbols(symbol, 20)
        .then((found) => found.find((s) => s.symbol.toUpperCase() === symbol.toUpperCase())?.sector ?? '');
      known.set(symbol, sector);
    }
    return sector;
  };
}
