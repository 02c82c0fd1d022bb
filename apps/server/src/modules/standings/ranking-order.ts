/** The ranking columns of a standings valuation (see StandingsSnapshot). */
export interface RankingColumns {
  /** The ranking key, higher first. */
  returns: ArrayLike<number>;
  /** The tie-break, lower first (unique per slot). */
  seniority: ArrayLike<number>;
  /** 1 = ranked. */
  active: ArrayLike<number>;
  /**
   * A ranking mode's score (ADR 023), when the order is by it: the first key (higher first), an equal score then
   * ranked by the return and the seniority (the domain's rankByScore rule).
   */
  score?: ArrayLike<number>;
}

/** The ranked slots of a valuation in rank order: `slots[0..length)`; the capacity is the valuation's slot count. */
export interface StandingsOrder {
  slots: Int32Array;
  length: number;
}

/** True when slot `a` ranks ahead of slot `b`: a higher score, then a higher return, then a lower seniority. */
function isAhead(c: RankingColumns, a: number, b: number): boolean {
  if (c.score) {
    const sa = c.score[a]!;
    const sb = c.score[b]!;
    if (sa !== sb) return sa > sb;
  }
  const ra = c.returns[a]!;
  const rb = c.returns[b]!;
  return ra > rb || (ra === rb && c.seniority[a]! < c.seniority[b]!);
}

/**
 * Sorts the active slots of `count` into rank order: once per valuation (~100,000 slots), so that a rank is a binary
 * search and the top lists a prefix. `hint` (the previous valuation's order over the same slots) is where the sort
 * starts: from one second to the next few players change places, and a nearly sorted array sorts in a few passes.
 */
export function sortStandingsOrder(c: RankingColumns, count: number, hint?: StandingsOrder): StandingsOrder {
  const seen = new Uint8Array(count);
  const slots: number[] = [];
  if (hint) {
    for (let k = 0; k < hint.length; k++) {
      const i = hint.slots[k]!;
      if (i < count && c.active[i] === 1 && seen[i] === 0) {
        seen[i] = 1;
        slots.push(i);
      }
    }
  }
  for (let i = 0; i < count; i++) if (c.active[i] === 1 && seen[i] === 0) slots.push(i);
  const { returns, seniority, score } = c;
  // isAhead as a comparator (an equal key, also two equal infinities, falls to the next one).
  if (score) slots.sort((a, b) => score[b]! - score[a]! || returns[b]! - returns[a]! || seniority[a]! - seniority[b]!);
  else slots.sort((a, b) => returns[b]! - returns[a]! || seniority[a]! - seniority[b]!);
  const order = new Int32Array(count);
  order.set(slots);
  return { slots: order, length: slots.length };
}

/**
 * Sorts valuation after valuation, each sort starting from the order the last one made over the same slots' layout
 * (`sortStandingsOrder`'s hint) and remembered for the next.
 */
export function sortFromLastOrder(): (
  c: RankingColumns,
  count: number,
  layout: ReadonlyMap<number, number>,
) => StandingsOrder {
  let last: { layout: ReadonlyMap<number, number>; order: StandingsOrder } | null = null;
  return (c, count, layout) => {
    const order = sortStandingsOrder(c, count, last?.layout === layout ? last.order : undefined);
    last = { layout, order };
    return order;
  };
}

/** How many ranked slots are ahead of slot `i` at its current columns (its 0-based rank): a binary search. */
export function countAheadInOrder(c: RankingColumns, order: StandingsOrder, i: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isAhead(c, order.slots[mid]!, i)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Takes slot `i` out of the order; call it before `i`'s columns change (it is found by its current ones). */
export function removeFromOrder(c: RankingColumns, order: StandingsOrder, i: number): void {
  let at = countAheadInOrder(c, order, i);
  if (order.slots[at] !== i) at = order.slots.subarray(0, order.length).indexOf(i);
  if (at < 0) return;
  order.slots.copyWithin(at, at + 1, order.length);
  order.length--;
}

/** Puts slot `i` (active, not in the order) at its place for its current columns. */
export function insertIntoOrder(c: RankingColumns, order: StandingsOrder, i: number): void {
  const at = countAheadInOrder(c, order, i);
  order.slots.copyWithin(at + 1, at, order.length);
  order.slots[at] = i;
  order.length++;
}

/** The first `n` slots of the order that pass `keep` (all ranked slots when omitted), in rank order. */
export function topOfOrder(order: StandingsOrder, n: number, keep?: ArrayLike<number>): number[] {
  const top: number[] = [];
  for (let k = 0; k < order.length && top.length < n; k++) {
    const i = order.slots[k]!;
    if (!keep || keep[i] === 1) top.push(i);
  }
  return top;
}
