import { countAheadInColumns, topInColumns } from '@tradearena/domain';
import { countAheadInOrder, topOfOrder } from './ranking-order.ts';
import type { RankedSnapshot } from './standings-index-types.ts';
import type { RankedPlayer } from './standings-players.ts';

/** Ranks counted per valuation without an order, each kept while the valuation's version holds. */
export type CountedRanks<P extends RankedPlayer> = WeakMap<
  RankedSnapshot<P>,
  { version: number; ranks: Map<number, number> }
>;

/** Sets a valuation's top lists: a prefix of its order, else a pass over its columns; without eligibility, one list. */
export function pickTops<P extends RankedPlayer>(snap: RankedSnapshot<P>, topN: number, byEligibility: boolean): void {
  const n = snap.profits.length;
  const { order } = snap;
  snap.top = order ? topOfOrder(order, topN) : topInColumns(snap.returns, snap.seniority, snap.active, n, topN);
  if (!byEligibility) snap.topEligible = snap.top;
  else if (order) snap.topEligible = topOfOrder(order, topN, snap.eligible);
  else snap.topEligible = topInColumns(snap.returns, snap.seniority, snap.eligible, n, topN);
}

/** A ranked slot's 1-based rank: a binary search in the order, else a column count kept until the next re-score. */
export function rankOfSlot<P extends RankedPlayer>(
  snap: RankedSnapshot<P>,
  slot: number,
  counted: CountedRanks<P>,
): number {
  if (snap.order) return countAheadInOrder(snap, snap.order, slot) + 1;
  let known = counted.get(snap);
  if (!known || known.version !== snap.version) {
    known = { version: snap.version, ranks: new Map() };
    counted.set(snap, known);
  }
  let rank = known.ranks.get(slot);
  if (rank === undefined) {
    rank = countAheadInColumns(snap.returns, snap.seniority, snap.active, snap.profits.length, slot) + 1;
    known.ranks.set(slot, rank);
  }
  return rank;
}
