import type { MarketData } from '../../ports/market-data.ts';
import { createPlayerValuer } from '../trading/player-valuer.ts';
import type { StandingPlayer } from './standing-types.ts';

/** Every player's total value in cents at the current quotes (a symbol without a quote at its cost). */
export async function valueStandingPlayers(marketData: MarketData, players: StandingPlayer[]): Promise<number[]> {
  const valuer = createPlayerValuer();
  for (const p of players) valuer.compile(p);
  const symbols = valuer.symbols();
  const prices = valuer.priceColumns(symbols.length ? await marketData.quotes(symbols) : new Map());
  return players.map((p) => valuer.profitOf(p, prices) + p.investedCents);
}
