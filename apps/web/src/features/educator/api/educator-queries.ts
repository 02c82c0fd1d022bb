import type { QueryClient } from '@tanstack/react-query';

/** The class the dashboard shows: a league id, or 'all' classes (docs/product/educators.md#class-leagues). */
export type ClassFilter = number | 'all';

/** Every educator list and figure lives under this key prefix, so one invalidation refreshes the dashboard. */
export const educatorQueryPrefix = ['educator'] as const;

/** After a class changes (league created or ended, student removed, assignment added): the dashboard refetches. */
export function invalidateEducatorData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: educatorQueryPrefix });
}

/** `?leagueId=` of the filtered lists, nothing for all classes. */
export function leagueFilterQuery(filter: ClassFilter): string {
  return filter === 'all' ? '' : `?leagueId=${filter}`;
}
