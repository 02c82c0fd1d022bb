import type { NewsCategory } from '@tradearena/contracts';

/** The six category cards' names (spec 02 §2 News), by key. */
export const CATEGORY_LABELS: Record<NewsCategory, string> = {
  markets: 'Markets',
  earnings: 'Earnings',
  economic: 'Economic',
  sector: 'Sectors',
  global: 'Global',
  technology: 'Technology',
};
