import { CircleDot, Moon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { formatInstant, formatTime } from '@/lib/format-in-zone.ts';
import { marketHolidayName } from '@/lib/market-holiday.ts';
import type { MarketStatus } from '../api/get-market-status.ts';

/**
 * Market status from /api/market/status (docs/product/trading.md#market-hours): open with today's close, or closed with the next open in the
 * user's time zone and the holiday's name when there is one.
 */
export function MarketStatusBanner({ status, timeZone }: { status: MarketStatus | undefined; timeZone: string }) {
  if (!status) return <div className="h-12 animate-pulse rounded-xl bg-slate-900/60" aria-hidden="true" />;
  const holiday = marketHolidayName(status);
  const open = status.isOpen;
  return (
    <section
      aria-label="Market status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3 text-sm',
        open ? 'border-emerald-500/30 bg-emerald-500/10' : 'border-amber-500/30 bg-amber-500/10',
      )}
    >
      {open ? (
        <CircleDot className="size-4 text-emerald-400" aria-hidden="true" />
      ) : (
        <Moon className="size-4 text-amber-300" aria-hidden="true" />
      )}
      <span className={cn('font-semibold', open ? 'text-emerald-300' : 'text-amber-200')}>
        {open ? 'Market Open' : 'Market Closed'}
      </span>
      {open && status.closesAt && (
        <span className="text-slate-300">
          Closes at {formatTime(new Date(status.closesAt), timeZone)}
          {status.session === 'early-close' && ` (early close${holiday ? `: ${holiday}` : ''})`}
        </span>
      )}
      {!open && (
        <span className="text-slate-300">
          {holiday ? `${holiday}. ` : ''}Opens {formatInstant(new Date(status.nextOpenAt), timeZone)}
        </span>
      )}
    </section>
  );
}
