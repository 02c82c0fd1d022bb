import type { QueryClient } from '@tanstack/react-query';
import { userLeaguesQueryKey } from '@/lib/user-leagues.ts';
import { competitionsQueryKey } from './get-competitions.ts';
import { userCompetitionsQueryKey } from './get-user-competitions.ts';

/** After a league is created, joined or ended: the lists that show it refetch. */
export function invalidateLeagueLists(queryClient: QueryClient): void {
  for (const key of [userCompetitionsQueryKey, userLeaguesQueryKey, competitionsQueryKey])
    void queryClient.invalidateQueries({ queryKey: key });
}
