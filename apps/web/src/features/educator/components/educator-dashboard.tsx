import { useState } from 'react';
import { useCurrentUser } from '@/lib/current-user.ts';
import type { ClassFilter } from '../api/educator-queries.ts';
import { useClassAnalytics } from '../api/get-class-analytics.ts';
import { useEducatorLeagues } from '../api/get-educator-leagues.ts';
import { AssignmentsCard } from './assignments-card.tsx';
import { ClassSelector } from './class-selector.tsx';
import { EducatorTools } from './educator-tools.tsx';
import { PerformanceAnalyticsCard } from './performance-analytics-card.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StudentLeagues } from './student-leagues.tsx';
import { SummaryTabs } from './summary-tabs.tsx';
import { TopPerformers } from './top-performers.tsx';

/**
 * The educator dashboard (docs/product/educators.md#educator-dashboard; /educator-dashboard, and / and /dashboard for educators): class selector,
 * summary tabs, Educator Tools, analytics, assignments, My Student Leagues, recent activity and top performers —
 * every figure from the server, for the selected class or all classes.
 */
export function EducatorDashboard({ timeZone }: { timeZone: string }) {
  const { user } = useCurrentUser();
  const [filter, setFilter] = useState<ClassFilter>('all');
  const leagues = useEducatorLeagues();
  const analytics = useClassAnalytics(filter);
  const all = leagues.data ?? [];
  const selected = filter === 'all' ? null : (all.find((l) => l.id === filter) ?? null);
  const shown = selected ? [selected] : all;
  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-emerald-400">Educator Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-white">
            Welcome back, {user?.firstName || user?.username || 'Educator'}!
          </h1>
          <p className="mt-2 text-slate-400">Your classes at a glance.</p>
        </div>
        <ClassSelector leagues={all} value={filter} onChange={setFilter} />
      </header>
      <SummaryTabs
        analytics={analytics.data}
        isPending={analytics.isPending}
        isError={analytics.isError}
        onRetry={() => void analytics.refetch()}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <EducatorTools timeZone={timeZone} filter={filter} selected={selected} classes={all} />
        <PerformanceAnalyticsCard
          analytics={analytics.data}
          isError={analytics.isError}
          onRetry={() => void analytics.refetch()}
        />
        <AssignmentsCard filter={filter} timeZone={timeZone} />
        <RecentActivity filter={filter} timeZone={timeZone} />
      </div>
      <StudentLeagues
        leagues={shown}
        isPending={leagues.isPending}
        isError={leagues.isError}
        onRetry={() => void leagues.refetch()}
        timeZone={timeZone}
      />
      <TopPerformers leagues={shown} />
    </div>
  );
}
