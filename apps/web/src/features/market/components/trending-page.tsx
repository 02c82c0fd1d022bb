import { TRENDING_COUNT } from '@tradearena/contracts';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useDeferredValue } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { useActivityInterval } from '@/lib/activity-level.ts';
import { cn } from '@/lib/cn.ts';
import { type Mover, useTrending } from '../api/get-trending.ts';
import { MoverRow } from './mover-row.tsx';

function MoverTable({ title, movers, up, loading }: { title: string; movers: Mover[]; up: boolean; loading: boolean }) {
  const Icon = up ? TrendingUp : TrendingDown;
  const id = up ? 'gainers-title' : 'losers-title';
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h2
        id={id}
        className={`flex items-center gap-2 text-lg font-semibold ${up ? 'text-emerald-300' : 'text-red-300'}`}
      >
        <Icon className="size-5" aria-hidden="true" />
        {title}
      </h2>
      {loading ? (
        // As tall as the rows it stands for (a 65 px row each), so the list below does not jump when they arrive.
        <div className="mt-3">
          <SkeletonList count={TRENDING_COUNT} className="h-[53px]" label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : movers.length === 0 ? (
        <p className="mt-4 text-sm text-slate-400">No movers to show yet.</p>
      ) : (
        <ol className="divide-y divide-slate-800">
          {movers.slice(0, TRENDING_COUNT).map((m, i) => (
            <MoverRow key={m.symbol} mover={m} rank={i + 1} showVolume />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /trending: the top 20 gainers and top 20 losers with volume; the back link depends on sign-in (docs/product/trading.md#trending-and-screener).
 * Signed out it sits in the bare public layout, so it brings its own page margins (`standalone`).
 */
export function TrendingPage({
  backHref,
  backLabel,
  standalone = false,
}: {
  backHref: string;
  backLabel: string;
  standalone?: boolean;
}) {
  const trending = useTrending({ refetchInterval: useActivityInterval() });
  // Forty rows arrive at once: React draws them a few milliseconds at a time (a deferred value renders as a
  // transition) instead of in one long task right after the page comes alive; the skeleton stays until then.
  const data = useDeferredValue(trending.data);
  const loading = data === undefined;
  return (
    <div className={cn('grid grid-cols-1 gap-6', standalone && 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10')}>
      <header>
        <BackLink to={backHref}>{backLabel}</BackLink>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">Trending Stocks</h1>
        <p className="mt-2 text-slate-400">Today's top {TRENDING_COUNT} gainers and losers.</p>
      </header>
      {trending.isError ? (
        <RetryAlert message="Trending stocks are unavailable right now." onRetry={() => void trending.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <MoverTable title="Top Gainers" movers={data?.gainers ?? []} up loading={loading} />
          <MoverTable title="Top Losers" movers={data?.losers ?? []} up={false} loading={loading} />
        </div>
      )}
    </div>
  );
}
