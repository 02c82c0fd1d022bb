import type { MarketData } from '../../ports/market-data.ts';
import { createPlayerValuer } from '../trading/player-valuer.ts';
import type { StandingPlayer } from './standing-types.ts';

/** Players compiled or valued between two yields to the event loop (a season close values 100,000). */
const SLICE = 5_000;
const nextTurn = () => new Promise<void>((r) => setImmediate(r));

/**
 * Every player's total value in cents at the current quotes (a symbol without a quote at its cost). In slices, so a
 * season close of 100,000 players does not hold up the orders its instance is serving meanwhile.
 */
export async function valueStandingPlayers(marketData: MarketData, players: StandingPlayer[]): Promise<number[]> {
  const valuer = createPlayerValuer();
  for (let i = 0; i < players.length; i++) {
    if (i > 0 && i % SLICE === 0) await nextTurn();
    valuer.compile(players[i]!);
  }
  const symbols = valuer.symbols();
  const prices = valuer.priceColumns(symbols.length ? await marketData.quotes(symbols) : new Map());
  const values = new Array<number>(players.length);
  for (let i = 0; i < players.length; i++) {
    if (i > 0 && i % SLICE === 0) await nextTurn();
    const p = players[i]!;
    values[i] = valuer.profitOf(p, prices) + p.investedCents;
  }
  return values;
}
