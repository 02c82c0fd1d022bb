import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NewsCategory, type NewsItem, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type { NewsItem };

/** GET /api/news/market (all stories) or /api/news/sector/{key} (one category), newest first. */
export function getNews(category: NewsCategory | null): Promise<NewsItem[]> {
  return api.get<NewsItem[]>(category ? `/api/news/sector/${category}` : '/api/news/market');
}

/** Stale after 15 minutes (docs/product/accounts.md#refresh-and-stale-times). */
export function newsQueryOptions(category: NewsCategory | null) {
  return queryOptions({
    queryKey: category ? (['/api/news/sector', category] as const) : (['/api/news/market'] as const),
    queryFn: () => getNews(category),
    staleTime: STALE_MS.news,
  });
}

export function useNews(category: NewsCategory | null) {
  return useQuery(newsQueryOptions(category));
}
