import type { LeaderboardEntry } from '@tradearena/contracts';
import { levelFromExperience, percentOf } from '@tradearena/domain';
import type { LeaderboardIndex, RankedPlayer } from './leaderboard-index.ts';
import { dollars, percent2 } from './to-portfolio-json.ts';

/**
 * The global leaderboard (spec 01 §2): the top 10 by personal-portfolio profit net of deposits (ties: the earlier
 * account first), then the current user's own row with its true rank when it is beyond the top 10.
 */
export async function getLeaderboard(index: LeaderboardIndex, input: { userId: number }): Promise<LeaderboardEntry[]> {
  const snap = await index.snapshot(input.userId);
  const rows = snap.top.map((r, i) => toEntry(r, i + 1, input.userId));
  const me = snap.byUser.get(input.userId);
  if (me && !snap.top.includes(me)) rows.push(toEntry(me, index.rankOf(snap, me), input.userId));
  return rows;
}

function toEntry(r: RankedPlayer, rank: number, currentUserId: number): LeaderboardEntry {
  const p = r.player;
  return {
    rank,
    username: p.username,
    level: levelFromExperience(p.experience),
    profitLoss: dollars(r.profitCents),
    totalReturn: percent2(percentOf(r.profitCents, p.investedCents)),
    winRate: percent2(percentOf(p.winningSells, p.totalSells)),
    achievements: p.achievements,
    isCurrentUser: p.userId === currentUserId,
  };
}
