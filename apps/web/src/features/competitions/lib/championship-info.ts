import { CHAMPIONSHIPS } from '@tradearena/contracts';
import { paths } from '@/lib/paths.ts';

export type ChampionshipKind = keyof typeof CHAMPIONSHIPS;

/** The two public championships (docs/product/competitions.md#championships): fixed ids 1 and 2, their arena and leaderboard links. */
export const CHAMPIONSHIP_INFO = {
  weekly: {
    id: CHAMPIONSHIPS.weekly.id,
    name: 'Weekly Championship',
    prizePoolCents: CHAMPIONSHIPS.weekly.prizePoolCents,
    arenaHref: paths.weeklyPortfolio.getHref(),
    leaderboardHref: paths.competitionLeaderboard.getHref(CHAMPIONSHIPS.weekly.id),
  },
  monthly: {
    id: CHAMPIONSHIPS.monthly.id,
    name: 'Monthly Championship',
    prizePoolCents: CHAMPIONSHIPS.monthly.prizePoolCents,
    arenaHref: paths.monthlyPortfolio.getHref(),
    leaderboardHref: paths.competitionLeaderboard.getHref(CHAMPIONSHIPS.monthly.id),
  },
} as const;

/** The championship with this id, if it is one. */
export function championshipKindOf(id: number): ChampionshipKind | null {
  if (id === CHAMPIONSHIPS.weekly.id) return 'weekly';
  if (id === CHAMPIONSHIPS.monthly.id) return 'monthly';
  return null;
}
