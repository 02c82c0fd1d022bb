import { mapInTurns } from '../../map-in-turns.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { StandingPlayer } from '../standings/index.ts';
import { createPlayerValuer } from '../standings/index.ts';

/**
 * Every player's total value in cents at the current quotes (a symbol without a quote at its cost). In slices, so a
 * season close of 100,000 players does not hold up the orders its instance is serving meanwhile.
 */
export async function valueStandingPlayers(marketData: MarketData, players: StandingPlayer[]): Promise<number[]> {
  const valuer = createPlayerValuer();
  await mapInTurns(players, (p) => valuer.compile(p));
  const symbols = valuer.symbols();
  const prices = valuer.priceColumns(symbols.length ? await marketData.quotes(symbols) : new Map());
  return mapInTurns(players, (p) => valuer.profitOf(p, prices) + p.investedCents);
}
