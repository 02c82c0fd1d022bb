import type { NewsItem } from '@tradearena/contracts';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { storyTime } from '@/lib/story-time.ts';

/** "Source · Mon, Nov 23, 9:30 AM EST" in the reader's time zone (no time for a sample). */
export function StoryByline({ item, timeZone }: { item: NewsItem; timeZone: string }) {
  const at = storyTime(item.time_published);
  return (
    <p className="text-xs text-slate-400">
      {item.source}
      {at && (
        <>
          {' · '}
          <time dateTime={at.toISOString()}>{formatInstant(at, timeZone)}</time>
        </>
      )}
    </p>
  );
}
