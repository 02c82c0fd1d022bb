import type { ClassAnalyticsResponse } from '@tradearena/contracts';
import { AlertTriangle, Flame, LineChart, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatPercent } from '@/lib/format.ts';
import { guidanceReasonLabels } from '../lib/guidance-reason-labels.ts';
import { ClassAverageBar } from './class-average-bar.tsx';
import { ClassBenchmarkFigures } from './class-benchmark-figures.tsx';

function Figure({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-xl border border-slate-800 bg-slate-950/40 p-3">
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="text-sm text-white">{children}</dd>
    </div>
  );
}

/**
 * Student Performance Analytics (docs/product/educators.md#class-analytics): top performer with return %, most active with trades today, the
 * students who need guidance (high-risk trading, with the reasons), the class average bar and each class against the
 * S&P 500.
 */
export function PerformanceAnalyticsCard({
  analytics,
  isError,
  onRetry,
}: {
  analytics: ClassAnalyticsResponse | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Student Performance Analytics</CardTitle>
        <CardDescription>Who leads, who trades most, and who may need a word from you.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <RetryAlert message="Analytics could not be loaded." onRetry={onRetry} />
        ) : !analytics ? (
          <p className="text-sm text-slate-400">Loading analytics...</p>
        ) : (
          <dl className="grid gap-3">
            <Figure icon={<Trophy className="size-4" aria-hidden="true" />} label="Top performer">
              {analytics.topPerformer
                ? `${analytics.topPerformer.name} · ${formatPercent(analytics.topPerformer.returnPercent)}`
                : 'No data'}
            </Figure>
            <Figure icon={<Flame className="size-4" aria-hidden="true" />} label="Most active">
              {analytics.mostActive
                ? `${analytics.mostActive.name} · ${analytics.mostActive.tradesToday} ${analytics.mostActive.tradesToday === 1 ? 'trade' : 'trades'} today`
                : 'No trades today'}
            </Figure>
            <Figure icon={<AlertTriangle className="size-4" aria-hidden="true" />} label="Needs guidance">
              <span>
                {analytics.needsGuidance} {analytics.needsGuidance === 1 ? 'student' : 'students'} with high-risk
                trading
              </span>
              {analytics.needsGuidanceStudents.length > 0 && (
                <ul className="mt-2 grid gap-1 text-xs text-slate-300">
                  {analytics.needsGuidanceStudents.map((s, i) => (
                    // Names may repeat across classes; the order is the server's.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own
                    <li key={`${i}-${s.name}`}>
                      <span className="font-semibold text-amber-200">{s.name}</span>:{' '}
                      {s.reasons.map((r) => guidanceReasonLabels[r]).join('; ')}
                    </li>
                  ))}
                </ul>
              )}
            </Figure>
            <Figure icon={<span className="size-4" aria-hidden="true" />} label="Class average">
              <ClassAverageBar average={analytics.classAverage} />
            </Figure>
            <Figure icon={<LineChart className="size-4" aria-hidden="true" />} label="Against the S&P 500">
              <ClassBenchmarkFigures classes={analytics.classes} />
            </Figure>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
