/** One player's standing on a leaderboard. */
export interface Standing {
  userId: number;
  profitCents: number;
}

/**
 * The tie rule: higher profit first; equal profit → the earlier account (lower user id) first. Every player has
 * a distinct rank, so pages and "your position" never disagree.
 */
export function compareStandings(a: Standing, b: Standing): number {
  return b.profitCents - a.profitCents || a.userId - b.userId;
}

/** The best `n` standings in rank order, in one pass (no full sort of a large field). */
export function topStandings<T extends Standing>(standings: Iterable<T>, n: number): T[] {
  const top: T[] = [];
  if (n <= 0) return top;
  for (const s of standings) {
    if (top.length === n && compareStandings(s, top[n - 1]!) >= 0) continue;
    let i = top.length === n ? n - 1 : top.length;
    if (top.length < n) top.push(s);
    while (i > 0 && compareStandings(s, top[i - 1]!) < 0) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = s;
  }
  return top;
}

/** The 1-based rank of `who` among `standings` (which must include it): one plus everyone ahead of it. */
export function rankOf(standings: Iterable<Standing>, who: Standing): number {
  let ahead = 0;
  for (const s of standings) if (compareStandings(s, who) < 0) ahead++;
  return ahead + 1;
}

/** The share of a board's ranked players that carries the 'Elite' badge (docs/product/leaderboard-badges.md). */
export const ELITE_TOP_SHARE = 0.01;

/**
 * 'Elite' for one season (docs/product/leaderboard-badges.md): a final rank among the top 1 % of the season's ranked
 * players by the board's metric (return net of deposits), i.e. rank ≤ ⌊ranked × 1 %⌋. A season of fewer than 100
 * ranked players has no Elite: a podium of three is not 1 % of anything. A player carries the badge once one of
 * their seasons passes this.
 */
export function isElite(rank: number, rankedCount: number): boolean {
  return Number.isInteger(rank) && rank >= 1 && rank <= Math.floor(rankedCount * ELITE_TOP_SHARE);
}

/** docs/product/competitions.md: the words (any case) that hide a display name containing one of them. */
export const HIDDEN_NAME_WORDS = ['demo', 'mock', 'test'] as const;

const HIDDEN_NAME = new RegExp(HIDDEN_NAME_WORDS.join('|'), 'i');

/** docs/product/competitions.md#hidden-names: entries whose display name is empty or contains one of HIDDEN_NAME_WORDS are hidden. */
export function isHiddenFromLeaderboard(name: string | null | undefined): boolean {
  const n = (name ?? '').trim();
  return n === '' || HIDDEN_NAME.test(n);
}

/**
 * Column form of the same tie rule for large fields (typed arrays, no objects): how many of the `count` entries
 * are ahead of entry `i`. Entries whose `active` flag is 0 are ignored.
 */
export function countAheadInColumns(
  profits: ArrayLike<number>,
  userIds: ArrayLike<number>,
  active: ArrayLike<number>,
  count: number,
  i: number,
): number {
  const p = profits[i]!;
  const id = userIds[i]!;
  let ahead = 0;
  for (let j = 0; j < count; j++) {
    if (active[j] === 0) continue;
    const q = profits[j]!;
    if (q > p || (q === p && userIds[j]! < id)) ahead++;
  }
  return ahead;
}

/** Column form of `topStandings`: the indices of the best `n` active entries, in rank order. */
export function topInColumns(
  profits: ArrayLike<number>,
  userIds: ArrayLike<number>,
  active: ArrayLike<number>,
  count: number,
  n: number,
): number[] {
  const top: number[] = [];
  const better = (a: number, b: number) =>
    profits[a]! > profits[b]! || (profits[a] === profits[b] && userIds[a]! < userIds[b]!);
  for (let j = 0; j < count; j++) {
    if (active[j] === 0) continue;
    if (top.length === n && !better(j, top[n - 1]!)) continue;
    let k = top.length === n ? n - 1 : top.length;
    if (top.length < n) top.push(j);
    while (k > 0 && better(j, top[k - 1]!)) {
      top[k] = top[k - 1]!;
      k--;
    }
    top[k] = j;
  }
  return n > 0 ? top : [];
}
