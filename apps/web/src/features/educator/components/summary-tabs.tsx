import type { ClassAnalyticsResponse } from '@tradearena/contracts';
import { Activity, BookOpen, TrendingUp, Users } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatPercent } from '@/lib/format.ts';
import { gainLossClass } from '@/lib/signed-money.ts';

/**
 * The four summary tabs of the educator dashboard (docs/product/educators.md#educator-dashboard) with the server's real figures: Active Leagues,
 * Total Students, Avg Performance (the class's average return, 'No data' without students) and Active Today
 * (students who signed in or traded today).
 */
export function SummaryTabs({
  analytics,
  isPending,
  isError,
  onRetry,
}: {
  analytics: ClassAnalyticsResponse | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError) return <RetryAlert message="Your class figures could not be loaded." onRetry={onRetry} />;
  if (isPending || !analytics)
    return <SkeletonList count={1} label="Loading class figures" className="h-24 rounded-2xl" />;
  const average = analytics.classAverage;
  const tiles = [
    { label: 'Active Leagues', value: String(analytics.activeLeagues), icon: BookOpen, className: 'text-white' },
    { label: 'Total Students', value: String(analytics.studentCount), icon: Users, className: 'text-white' },
    {
      label: 'Avg Performance',
      value: average === null ? 'No data' : formatPercent(average),
      icon: TrendingUp,
      className: average === null ? 'text-slate-400' : gainLossClass(average),
    },
    { label: 'Active Today', value: String(analytics.activeToday), icon: Activity, className: 'text-white' },
  ];
  return (
    <dl aria-label="Class summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
          <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-slate-400">
            <t.icon className="size-4" aria-hidden="true" />
            {t.label}
          </dt>
          <dd className={`mt-2 text-2xl font-bold tabular-nums ${t.className}`}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
