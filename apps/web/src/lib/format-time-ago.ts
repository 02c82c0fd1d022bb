import { countOf } from './count-of.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago something happened, in its largest whole unit: "just now", "5 minutes ago", "2 hours ago", "1 day ago". */
export function formatTimeAgo(elapsedMs: number): string {
  if (!(elapsedMs >= MINUTE)) return 'just now';
  if (elapsedMs < HOUR) return `${countOf(Math.floor(elapsedMs / MINUTE), 'minute', 'minutes')} ago`;
  if (elapsedMs < DAY) return `${countOf(Math.floor(elapsedMs / HOUR), 'hour', 'hours')} ago`;
  return `${countOf(Math.floor(elapsedMs / DAY), 'day', 'days')} ago`;
}
