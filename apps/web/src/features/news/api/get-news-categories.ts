import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NewsCategoriesResponse, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** GET /api/news/categories: how many stories each category holds. */
export function getNewsCategories(): Promise<NewsCategoriesResponse> {
  return api.get<NewsCategoriesResponse>('/api/news/categories');
}

/** Stale after 15 minutes (docs/product/accounts.md#refresh-and-stale-times); the cards show default counts until it answers. */
export function newsCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/news/categories'] as const,
    queryFn: getNewsCategories,
    staleTime: STALE_MS.news,
  });
}

export function useNewsCategories() {
  return useQuery(newsCategoriesQueryOptions());
}
