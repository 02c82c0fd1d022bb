import type { NewsItem } from '@tradearena/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { CATEGORY_LABELS } from '../lib/category-labels.ts';
import { SentimentBadge } from './sentiment-badge.tsx';

/**
 * A story's labels: category, sentiment, and what it is — 'Simulated' when the simulated market wrote it from its
 * own prices, 'Sample' for the fallback stories shown when no news loaded.
 */
export function StoryBadges({ item, sample }: { item: NewsItem; sample: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="outline">{CATEGORY_LABELS[item.category]}</Badge>
      <SentimentBadge sentiment={item.sentiment} />
      {sample ? (
        <Badge variant="warning" title="An example story, not news">
          Sample
        </Badge>
      ) : (
        item.simulated && (
          <Badge variant="warning" title="Written by the simulated market from its own prices; not real news">
            Simulated
          </Badge>
        )
      )}
    </div>
  );
}
