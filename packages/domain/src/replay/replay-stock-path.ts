import { REPLAY_SESSION_MINUTES } from './historical-day.ts';
import { seededStream } from './seeded-stream.ts';

/** Annual volatility of the market factor the stocks' betas refer to (a long-run S&P 500 figure). */
const MARKET_ANNUAL_VOL = 0.18;
const MINUTES_PER_YEAR = 252 * REPLAY_SESSION_MINUTES;
/** An overnight gap's own noise, as a share of a full day's own volatility. */
const OVERNIGHT_SHARE = 0.3;

export interface ReplayStock {
  symbol: string;
  beta: number;
  /** Total annual volatility (market and own). */
  annualVol: number;
  /** The stock's price before the replay (its previous close on Day 1): today's level, never the period's. */
  startPrice: number;
}

/**
 * A stock's price at every minute of every replayed day: its beta times the index's log move since the close before
 * Day 1, plus its own seeded noise (the part of its volatility the market does not explain, at least a tenth of it),
 * a random walk minute by minute and across each night. `indexPaths[d]` is replayIndexPath of day d and
 * `indexBase` the index close before Day 1, so an index gap at the open moves the stock's open by its beta share.
 */
export function replayStockPaths(
  indexPaths: readonly Float64Array[],
  indexBase: number,
  stock: ReplayStock,
  seed: string,
): Float64Array[] {
  const rng = seededStream(`${seed}:stock:${stock.symbol}`);
  const marketVar = (stock.beta * MARKET_ANNUAL_VOL) ** 2;
  const ownAnnual = Math.sqrt(Math.max(stock.annualVol ** 2 - marketVar, (0.1 * stock.annualVol) ** 2));
  const perMinute = ownAnnual / Math.sqrt(MINUTES_PER_YEAR);
  const overnight = (OVERNIGHT_SHARE * ownAnnual) / Math.sqrt(252);
  const logBase = Math.log(indexBase);
  let own = 0;
  return indexPaths.map((index) => {
    const out = new Float64Array(index.length);
    own += overnight * rng.normal();
    for (let m = 0; m < index.length; m++) {
      if (m > 0) own += perMinute * rng.normal();
      out[m] = stock.startPrice * Math.exp(stock.beta * (Math.log(index[m]!) - logBase) + own);
    }
    return out;
  });
}
