import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAchievement } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { nullOn401 } from '@/lib/query-client.ts';

export type { UserAchievement };

export const userAchievementsQueryKey = ['/api/user/achievements'] as const;

/** GET /api/user/achievements: the unlocked list; null on 401 (docs/product/content.md#achievements). */
export function getUserAchievements(): Promise<UserAchievement[] | null> {
  return nullOn401(() => api.get<UserAchievement[]>('/api/user/achievements'));
}

export function userAchievementsQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({ queryKey: userAchievementsQueryKey, queryFn: getUserAchievements, refetchInterval });
}

export function useUserAchievements({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery(userAchievementsQueryOptions(refetchInterval));
}
