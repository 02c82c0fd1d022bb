import { NEWS_CATEGORIES, type NewsCategory } from '@tradearena/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { paths } from '@/lib/paths.ts';
import { useNews } from '../api/get-news.ts';
import { CATEGORY_LABELS } from '../lib/category-labels.ts';
import { SAMPLE_NEWS } from '../lib/sample-news.ts';
import { CategoryCards } from './category-cards.tsx';
import { EconomicCalendarCard } from './economic-calendar-card.tsx';
import { type FeedState, NewsFeed } from './news-feed.tsx';
import { NewsInsightsCard } from './news-insights-card.tsx';

const isCategory = (v: string | null): v is NewsCategory => NEWS_CATEGORIES.some((c) => c === v);

/**
 * /news (docs/product/content.md#news): category cards with counts, a featured story and six more, insights and the economic
 * calendar. The chosen category (?category=) and a story to feature (?story=, where simulated stories link) live
 * in the address, so both survive a reload and can be shared.
 */
export function NewsPage({ timeZone }: { timeZone: string }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : null;
  const storyId = params.get('story');
  const news = useNews(category);

  useEffect(() => {
    if (storyId) document.getElementById('featured-story')?.scrollIntoView?.({ block: 'start' });
  }, [storyId]);

  const show = (next: NewsCategory | null) => setParams(next ? { category: next } : {});
  const state: FeedState = news.isPending
    ? { kind: 'loading' }
    : news.isError
      ? { kind: 'sample', items: SAMPLE_NEWS, failed: true }
      : news.data.length > 0
        ? { kind: 'stories', items: news.data }
        : category
          ? { kind: 'empty', category }
          : { kind: 'sample', items: SAMPLE_NEWS, failed: false };

  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">Market News</h1>
        <p className="mt-2 text-slate-400">
          {category
            ? `${CATEGORY_LABELS[category]} news. Choose the card again to see all news.`
            : 'Stories from the market, what they may mean, and the releases ahead.'}
        </p>
      </header>
      <CategoryCards selected={category} onToggle={(c) => show(c === category ? null : c)} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <NewsFeed
            state={state}
            storyId={storyId}
            timeZone={timeZone}
            onRetry={() => void news.refetch()}
            onShowAll={() => show(null)}
          />
        </div>
        <div className="grid min-w-0 gap-6">
          {(state.kind === 'stories' || state.kind === 'sample') && <NewsInsightsCard items={state.items} />}
          <EconomicCalendarCard />
        </div>
      </div>
    </div>
  );
}
