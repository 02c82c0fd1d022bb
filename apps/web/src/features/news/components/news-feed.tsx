import { NEWS_ITEMS_SHOWN, type NewsCategory, type NewsItem } from '@tradearena/contracts';
import { Newspaper } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { CATEGORY_LABELS } from '../lib/category-labels.ts';
import { FeaturedStory } from './featured-story.tsx';
import { StoryCard } from './story-card.tsx';

export type FeedState =
  | { kind: 'loading' }
  | { kind: 'stories'; items: readonly NewsItem[] }
  /** Nothing in the chosen category. */
  | { kind: 'empty'; category: NewsCategory }
  /** No news loaded (none published, or the call failed): the sample stories, labelled as such. */
  | { kind: 'sample'; items: readonly NewsItem[]; failed: boolean };

/** The featured story and the next six, or the loading, empty, error and sample states (docs/product/content.md). */
export function NewsFeed({
  state,
  storyId,
  timeZone,
  onRetry,
  onShowAll,
}: {
  state: FeedState;
  storyId: string | null;
  timeZone: string;
  onRetry: () => void;
  onShowAll: () => void;
}) {
  if (state.kind === 'loading') return <SkeletonList count={4} label="Loading news" className="h-28" />;
  if (state.kind === 'empty') {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-8 text-center">
        <Newspaper className="size-8 text-slate-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-white">No news</p>
        <p className="text-sm text-slate-400">There are no {CATEGORY_LABELS[state.category]} stories right now.</p>
        <Button variant="outline" onClick={onShowAll}>
          Show all news
        </Button>
      </div>
    );
  }
  const sample = state.kind === 'sample';
  const featured = state.items.find((s) => s.id === storyId) ?? state.items[0];
  const rest = state.items.filter((s) => s !== featured).slice(0, NEWS_ITEMS_SHOWN);
  return (
    <div className="grid gap-4">
      {sample &&
        (state.failed ? (
          <RetryAlert message="News could not be loaded. Showing sample stories, not real news." onRetry={onRetry} />
        ) : (
          <Alert>
            No news right now. Showing sample stories to explain what news can mean; they are not real news.
          </Alert>
        ))}
      {featured && <FeaturedStory item={featured} sample={sample} timeZone={timeZone} />}
      <section aria-labelledby="latest-news-title" className="grid gap-3">
        <h2 id="latest-news-title" className="text-lg font-semibold text-white">
          {sample ? 'Sample Stories' : 'Latest News'}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {rest.map((item) => (
            <StoryCard key={item.id} item={item} sample={sample} timeZone={timeZone} />
          ))}
        </ul>
      </section>
    </div>
  );
}
