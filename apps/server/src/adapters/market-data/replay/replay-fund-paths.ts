import { type BasketWeight, basketLogReturn, dailyFee, fundDay } from '../simulated/etf-baskets.ts';
import { keyedRandom } from '../simulated/keyed-random.ts';

/** A basket member in a replay: its price before Day 1 and its path of each day. */
export interface ReplayMember {
  startPrice: number;
  paths: readonly Float64Array[];
}

/**
 * Each replayed day's log move of a fund beyond its basket or its model
 * (docs/decisions/032-etfs-in-replays-and-provider-corporate-actions.md), drawn from the event's seed as the
 * simulator draws it from its own (etf-baskets.ts fundDay): a sector fund's tracking difference less the day's fee;
 * for any other fund the fee alone (SPY has no noise of its own: it is the market); 0 for a stock.
 */
export function replayFundDrifts(symbol: string, basketFund: boolean, days: number, seed: string): number[] {
  return Array.from({ length: days }, (_, d) =>
    basketFund ? fundDay(symbol, keyedRandom(seed, 'replay-fund', symbol, d)).drift : dailyFee(symbol),
  );
}

/** A day's drift taken evenly over its session: at minute m of a session of n minutes, m/n of it is in the price. */
const driftAt = (drift: number, minute: number, last: number) => (last > 0 ? (drift * minute) / last : drift);

/** `paths` with each day's drift taken over its session, on top of the days before's (a fund's fee). */
export function withDailyDrift(paths: readonly Float64Array[], drifts: readonly number[]): Float64Array[] {
  let before = 0;
  return paths.map((path, d) => {
    const drift = drifts[d] ?? 0;
    const last = path.length - 1;
    const out = path.map((p, m) => p * Math.exp(before + driftAt(drift, m, last)));
    before += drift;
    return out;
  });
}

/**
 * A sector fund's price at every replayed minute: its previous close moved by its basket rebalanced to the weights
 * each day (basketLogReturn of every member's move since ITS previous close), plus the day's drift. Each point reads
 * the members' points of the same minute and the previous closes only, so nothing later than it is in it.
 */
export function replayBasketPaths(
  basket: readonly BasketWeight[],
  memberOf: (symbol: string) => ReplayMember,
  startPrice: number,
  drifts: readonly number[],
): Float64Array[] {
  const members = new Map(basket.map((w) => [w.symbol, memberOf(w.symbol)]));
  const closeBefore = (m: ReplayMember, d: number) => {
    const previous = m.paths[d - 1];
    return previous ? previous[previous.length - 1]! : m.startPrice;
  };
  let close = startPrice;
  return drifts.map((drift, d) => {
    const length = members.values().next().value?.paths[d]?.length ?? 0;
    const out = new Float64Array(length);
    const last = length - 1;
    for (let minute = 0; minute < length; minute++) {
      const basketMove = basketLogReturn(basket, (s) => {
        const m = members.get(s)!;
        return Math.log(m.paths[d]![minute]! / closeBefore(m, d));
      });
      out[minute] = close * Math.exp(basketMove + driftAt(drift, minute, last));
    }
    close = out[last] ?? close;
    return out;
  });
}
