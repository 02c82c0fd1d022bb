import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClock, formatDay, zoneName } from '@/lib/format-in-zone.ts';

/** A live clock in the user's time zone (docs/product/trading.md#live-stream). */
export function UserClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex items-center gap-2 rounded-xl border border-slate-800 bg-slate-900/60 px-3 py-2 text-sm">
      <Clock className="size-4 text-emerald-400" aria-hidden="true" />
      <span className="text-slate-400">{formatDay(now, timeZone)}</span>
      <time className="tabular font-semibold text-white" dateTime={now.toISOString()}>
        {formatClock(now, timeZone)}
      </time>
      <span className="text-xs text-slate-400">{zoneName(now, timeZone)}</span>
    </div>
  );
}
