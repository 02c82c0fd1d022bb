import type { NewsItem } from '@tradearena/contracts';
import { Star } from 'lucide-react';
import { StoryBadges } from './story-badges.tsx';
import { StoryByline } from './story-byline.tsx';
import { StorySourceLink } from './story-source-link.tsx';

/** The featured story on top of the news page: bigger title, full summary, its symbols. */
export function FeaturedStory({ item, sample, timeZone }: { item: NewsItem; sample: boolean; timeZone: string }) {
  return (
    <article
      id="featured-story"
      aria-labelledby="featured-story-title"
      className="grid gap-3 rounded-2xl border border-emerald-500/30 bg-gradient-to-br from-emerald-500/10 to-slate-900/60 p-5 sm:p-6"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-emerald-300">
        <Star className="size-4" aria-hidden="true" />
        Featured Story
      </p>
      <StoryBadges item={item} sample={sample} />
      <h2 id="featured-story-title" className="text-xl font-bold text-white sm:text-2xl">
        {item.title}
      </h2>
      <StoryByline item={item} timeZone={timeZone} />
      <p className="text-slate-300">{item.summary}</p>
      {item.tickers.length > 0 && (
        <p className="text-xs text-slate-400">
          Symbols: <span className="font-mono text-slate-200">{item.tickers.join(', ')}</span>
        </p>
      )}
      <StorySourceLink item={item} />
    </article>
  );
}
