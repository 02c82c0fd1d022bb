import { Trophy } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatPercent } from '@/lib/format.ts';
import { gainLossClass } from '@/lib/signed-money.ts';
import { useLeaguesStats } from '../api/get-league-stats.ts';

const TOP = 5;

/** Top class performers (docs/product/educators.md#class-analytics): the best returns across the selected classes' standings. */
export function TopPerformers({ leagues }: { leagues: { id: number; name: string }[] }) {
  const results = useLeaguesStats(leagues.map((l) => l.id));
  const pending = results.some((r) => r.isPending);
  const failed = results.filter((r) => r.isError);
  const rows = results
    .flatMap((r, i) =>
      (r.data ?? []).map((row) => ({ ...row, leagueId: leagues[i]?.id, leagueName: leagues[i]?.name ?? '' })),
    )
    .sort((a, b) => b.returnPercentage - a.returnPercentage)
    .slice(0, TOP);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Class Performers</CardTitle>
        <CardDescription>Best returns so far.</CardDescription>
      </CardHeader>
      <CardContent>
        {pending ? (
          <SkeletonList count={3} label="Loading top performers" />
        ) : failed.length > 0 ? (
          <RetryAlert
            message="Failed to fetch stats"
            onRetry={() => {
              for (const r of failed) void r.refetch();
            }}
          />
        ) : rows.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center">
            <Trophy className="size-8 text-slate-600" aria-hidden="true" />
            <p className="font-semibold text-white">No students yet</p>
          </div>
        ) : (
          <ol className="grid gap-2">
            {rows.map((row, i) => (
              <li key={`${row.leagueId}-${row.username}`} className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="mr-2 font-semibold text-slate-400">{i + 1}.</span>
                  <span className="text-white">{row.displayName}</span>
                  <span className="block text-xs text-slate-400">{row.leagueName}</span>
                </span>
                <span className={`tabular-nums ${gainLossClass(row.returnPercentage)}`}>
                  {formatPercent(row.returnPercentage)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
