import { keyedRandom } from './keyed-random.ts';
import { sp500Volatility } from './sp500-volatility.ts';
import { studentScale } from './student-scale.ts';

/** Calendar days per block of real history: 21 consecutive real days keep the volatility clustering. */
const BLOCK_DAYS = 21;

export interface MarketMove {
  /** Log move of the market from the previous close to the open. */
  gap: number;
  /** Log move of the market from the open to the close. */
  rest: number;
  /** The day's volatility (sd of gap + rest given the day's secret size): the intraday path is drawn with it. */
  vol: number;
}

/**
 * The daily move of the whole market: each block of BLOCK_DAYS calendar days follows the volatility path of a
 * stretch of real S&P 500 history picked by secret randomness (real clustering), and each day is a Student-t(4)
 * move of that volatility (fat tails) split into independent gap and open-to-close parts, all drawn from
 * `keyedRandom`. Recognising the stretch of history from a few days tells how volatile the next days will be, as in
 * a real market, but nothing of their direction or size. A pure function of (seed, day number).
 */
export function createMarketFactor(seed: string, gapShare: number): (day: number) => MarketMove {
  const { mean, vol } = sp500Volatility();
  const blocks = new Map<number, MarketMove[]>();

  function blockOf(block: number): MarketMove[] {
    let moves = blocks.get(block);
    if (moves) return moves;
    const rng = keyedRandom(seed, 'market', block);
    const start = Math.floor(rng.next() * (vol.length - BLOCK_DAYS));
    moves = [];
    for (let i = 0; i < BLOCK_DAYS; i++) {
      const dayVol = vol[start + i]! * studentScale(rng, 4);
      moves.push({
        gap: Math.sqrt(gapShare) * dayVol * rng.normal(),
        rest: mean + Math.sqrt(1 - gapShare) * dayVol * rng.normal(),
        vol: dayVol,
      });
    }
    if (blocks.size >= 10_000) blocks.clear();
    blocks.set(block, moves);
    return moves;
  }

  return (day) => {
    const block = Math.floor(day / BLOCK_DAYS);
    return blockOf(block)[day - block * BLOCK_DAYS]!;
  };
}
