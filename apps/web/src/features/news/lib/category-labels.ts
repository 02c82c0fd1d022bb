import type { NewsCategory } from '@tradearena/contracts';

/** The six category cards' names (docs/product/content.md#news), by key. */
export const CATEGORY_LABELS: Record<NewsCategory, string> = {
  markets: 'Markets',
  earnings: 'Earnings',
  economic: 'Economic',
  sector: 'Sectors',
  global: 'Global',
  technology: 'Technology',
};
