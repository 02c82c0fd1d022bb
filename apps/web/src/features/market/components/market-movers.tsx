import { DASHBOARD_MOVERS } from '@tradearena/contracts';
import { ArrowRight, TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { useActivityInterval } from '@/lib/activity-level.ts';
import { paths } from '@/lib/paths.ts';
import { type Mover, useTrending } from '../api/get-trending.ts';
import { MoverRow } from './mover-row.tsx';

function MoverColumn({
  title,
  movers,
  up,
  loading,
}: {
  title: string;
  movers: Mover[];
  up: boolean;
  loading: boolean;
}) {
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h3 className={`flex items-center gap-2 text-sm font-semibold ${up ? 'text-emerald-300' : 'text-red-300'}`}>
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </h3>
      {loading ? (
        <div className="mt-3">
          <SkeletonList count={DASHBOARD_MOVERS} label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : (
        <ul className="divide-y divide-slate-800">
          {movers.slice(0, DASHBOARD_MOVERS).map((m) => (
            <MoverRow key={m.symbol} mover={m} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Market Movers' on the dashboard: two top gainers and two top losers, with 'View Top 20' (docs/product/trading.md#trending-and-screener). */
export function MarketMovers() {
  const trending = useTrending({ refetchInterval: useActivityInterval() });
  return (
    <section aria-labelledby="market-movers-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="market-movers-title" className="text-lg font-semibold text-white">
          Market Movers
        </h2>
        <Link
          to={paths.trending.getHref()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-400 hover:text-emerald-300"
        >
          View Top 20
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {trending.isError ? (
        <Alert variant="destructive" className="mt-4">
          Market movers are unavailable right now. Please try again in a moment.
        </Alert>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          <MoverColumn title="Top Gainers" movers={trending.data?.gainers ?? []} up loading={trending.isPending} />
          <MoverColumn
            title="Top Losers"
            movers={trending.data?.losers ?? []}
            up={false}
            loading={trending.isPending}
          />
        </div>
      )}
    </section>
  );
}
