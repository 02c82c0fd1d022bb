import { cn } from '@/lib/cn.ts';
import { useLiveStatus } from '@/lib/live-prices.ts';

/**
 * Whether live prices are streaming (while the market is closed the prices shown are the last ones), with the
 * stream's error text when it gave up (docs/product/trading.md#trade-errors).
 */
export function LiveBadge({ marketOpen }: { marketOpen: boolean }) {
  const { state, error } = useLiveStatus();
  const label =
    state === 'connected' ? (marketOpen ? 'Live' : 'Last prices') : state === 'connecting' ? 'Connecting…' : 'Offline';
  return (
    <span
      role="status"
      title={error ?? undefined}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-xl border px-3 text-xs font-semibold',
        state === 'connected'
          ? 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300'
          : 'border-slate-700 bg-slate-900/60 text-slate-400',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          state === 'connected'
            ? 'animate-pulse bg-emerald-400'
            : state === 'connecting'
              ? 'bg-amber-400'
              : 'bg-slate-500',
        )}
      />
      {label}
      {error && state !== 'connected' && <span className="font-normal text-slate-400">· {error}</span>}
    </span>
  );
}
