import type { LeaderboardEntry } from '@tradearena/contracts';
import { levelFromExperience, percentOf } from '@tradearena/domain';
import { dollars, percent2 } from '../portfolio/index.ts';
import type { LeaderboardIndex, LeaderboardSnapshot } from '../standings/index.ts';

/**
 * The global leaderboard (docs/product/trading.md#global-leaderboard): the top 10 by personal-portfolio return net of deposits (time-weighted over
 * bank transfers, ADR 008/011; ties: the earlier account first), showing profit; then the current user's own row with
 * its true rank when it is beyond the top 10.
 */
export async function getLeaderboard(index: LeaderboardIndex, input: { userId: number }): Promise<LeaderboardEntry[]> {
  const snap = await index.snapshot(input.userId);
  const rows = snap.top.map((slot, i) => toEntry(snap, slot, i + 1, input.userId));
  const mine = snap.slotOf.get(input.userId);
  if (mine !== undefined && mine < snap.profits.length && snap.active[mine] === 1 && !snap.top.includes(mine)) {
    rows.push(toEntry(snap, mine, index.rankOf(snap, mine), input.userId));
  }
  return rows;
}

function toEntry(snap: LeaderboardSnapshot, slot: number, rank: number, currentUserId: number): LeaderboardEntry {
  const p = snap.slots[slot]!;
  const profitCents = snap.profits[slot]!;
  return {
    rank,
    username: p.username,
    level: levelFromExperience(p.experience),
    profitLoss: dollars(profitCents),
    // The ranking key itself, so the list reads in order (without transfers: profit over starting cash).
    totalReturn: percent2(snap.returns[slot]! * 100),
    winRate: percent2(percentOf(p.winningSells, p.totalSells)),
    achievements: p.achievements,
    isCurrentUser: p.userId === currentUserId,
    elite: p.elite,
  };
}
