import type { Ranking } from '../competitions/rank-participants.ts';

type Ranked = Pick<Ranking, 'rank' | 'prizeRank' | 'hidden' | 'eligibleForPrize'> & { userId: number };

/**
 * Re-ranks a season's ranked rows (rankParticipants' output: visible rows in return order, hidden rows last) by the
 * score of a ranking mode, higher first (ADR 023: the close and the prizes use the official mode). Equal scores keep
 * the rows' order (return, then the earlier joiner): every visible row a distinct `rank`; `prizeRank` among the
 * prize-eligible rows, shared by exactly equal scores. Hidden rows stay last, unranked. Returns new rows.
 */
export function rankByScore<T extends Ranked>(rows: readonly T[], scoreOf: (row: T) => number): T[] {
  const visible = rows.filter((r) => !r.hidden);
  const score = new Map(visible.map((r) => [r, scoreOf(r)]));
  // A stable sort: ties keep the return order.
  visible.sort((a, b) => score.get(b)! - score.get(a)!);
  const out: T[] = [];
  let eligibleCount = 0;
  let previous: { score: number; prizeRank: number } | null = null;
  for (const [i, r] of visible.entries()) {
    let prizeRank: number | null = null;
    if (r.eligibleForPrize) {
      eligibleCount++;
      const s = score.get(r)!;
      prizeRank = previous !== null && previous.score === s ? previous.prizeRank : eligibleCount;
      previous = { score: s, prizeRank };
    }
    out.push(Object.assign({}, r, { rank: i + 1, prizeRank }));
  }
  for (const r of rows) if (r.hidden) out.push(r);
  return out;
}
