import type { NewsCategory, NewsItem } from '@tradearena/contracts';
import type { MarketDeps } from './market-deps.ts';
import { toNewsJson } from './to-market-json.ts';

export const NEWS_LIMIT = 50;

/** Recent market news, newest first; with a category, only the stories of that category. */
export async function listNews(
  deps: Pick<MarketDeps, 'marketFeed'>,
  input: { category?: NewsCategory },
): Promise<NewsItem[]> {
  const items = await deps.marketFeed.news(input.category);
  return items.slice(0, NEWS_LIMIT).map(toNewsJson);
}
