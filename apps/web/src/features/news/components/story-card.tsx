import type { NewsItem } from '@tradearena/contracts';
import { StoryBadges } from './story-badges.tsx';
import { StoryByline } from './story-byline.tsx';
import { StorySourceLink } from './story-source-link.tsx';

/** One story of the list: labels, title, byline, summary and the link to its source. */
export function StoryCard({ item, sample, timeZone }: { item: NewsItem; sample: boolean; timeZone: string }) {
  return (
    <li className="grid gap-2 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5">
      <StoryBadges item={item} sample={sample} />
      <h3 className="font-semibold text-white">{item.title}</h3>
      <StoryByline item={item} timeZone={timeZone} />
      <p className="line-clamp-3 text-sm text-slate-300">{item.summary}</p>
      <StorySourceLink item={item} />
    </li>
  );
}
