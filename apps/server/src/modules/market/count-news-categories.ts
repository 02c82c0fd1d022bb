import { NEWS_CATEGORIES, type NewsCategoriesResponse } from '@tradearena/contracts';
import type { MarketDeps } from './market-deps.ts';

/** How many recent stories each of the six news categories holds. */
export async function countNewsCategories(deps: Pick<MarketDeps, 'marketFeed'>): Promise<NewsCategoriesResponse> {
  const counts = Object.fromEntries(NEWS_CATEGORIES.map((k) => [k, 0])) as NewsCategoriesResponse;
  for (const item of await deps.marketFeed.news()) for (const c of item.categories) counts[c] += 1;
  return counts;
}
