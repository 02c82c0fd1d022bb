import type { NewsItem } from '@tradearena/contracts';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { storyLink } from '../lib/story-link.ts';

const LINK = 'inline-flex items-center gap-1 text-sm font-semibold text-emerald-400 hover:text-emerald-300';

/**
 * "Read at {source}" opening the outside source in a new tab without handing it this page (noopener noreferrer);
 * a simulated story links to its own place on /news; a sample or an unsafe address gets no link.
 */
export function StorySourceLink({ item }: { item: NewsItem }) {
  const link = storyLink(item.url);
  if (!link) return null;
  if (link.kind === 'internal') {
    return (
      <Link to={link.href} className={LINK} aria-label={`Read story: ${item.title}`}>
        Read story
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
      Read at {item.source}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
