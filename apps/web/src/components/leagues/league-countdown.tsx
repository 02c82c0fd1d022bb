import { Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { formatTimeLeft } from '@/lib/format-time-left.ts';
import { useNow } from '@/lib/use-now.ts';

/**
 * A waiting league (docs/product/competitions.md#league-lifecycle): the countdown to its scheduled start and the start time in the user's zone.
 * `onStarted` runs once when the start has passed (the caller refetches the league).
 */
export function LeagueCountdown({
  startsAt,
  timeZone,
  onStarted,
}: {
  startsAt: string;
  timeZone: string;
  onStarted?: () => void;
}) {
  const now = useNow();
  const left = Date.parse(startsAt) - now;
  const started = left <= 0;
  const latest = useRef(onStarted);
  latest.current = onStarted;
  useEffect(() => {
    if (started) latest.current?.();
  }, [started]);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-200">
      <Hourglass className="size-4" aria-hidden="true" />
      <span>
        Starts in{' '}
        <span className="tabular font-semibold" role="timer">
          {formatTimeLeft(left)}
        </span>
      </span>
      <span className="text-slate-400">· {formatInstant(new Date(startsAt), timeZone)}</span>
    </p>
  );
}
