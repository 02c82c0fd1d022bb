import { BarChart3 } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatCurrency, formatPercent } from '@/lib/format.ts';
import { gainLossClass } from '@/lib/signed-money.ts';
import { useLeagueStats } from '../api/get-league-stats.ts';
import { LeagueDialog } from './league-dialog.tsx';

function StatsTable({ leagueId }: { leagueId: number }) {
  const stats = useLeagueStats(leagueId);
  return stats.isError ? (
    <RetryAlert message="Failed to fetch stats" onRetry={() => void stats.refetch()} />
  ) : stats.isPending ? (
    <SkeletonList count={3} label="Loading stats" />
  ) : stats.data.length === 0 ? (
    <p className="text-sm text-slate-400">No students yet.</p>
  ) : (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wider text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Rank
            </th>
            <th scope="col" className="py-2 pr-3">
              Student
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Value
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Return
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Trades
            </th>
            <th scope="col" className="py-2 text-right">
              Win rate
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.data.map((row) => (
            <tr key={row.username} className="border-t border-slate-800 text-slate-200">
              <td className="py-2 pr-3">{row.rank}</td>
              <td className="py-2 pr-3 text-white">{row.displayName}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCurrency(row.portfolioValue)}</td>
              <td className={`py-2 pr-3 text-right tabular-nums ${gainLossClass(row.returnPercentage)}`}>
                {formatPercent(row.returnPercentage)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.totalTrades}</td>
              <td className="py-2 text-right tabular-nums">{Math.round(row.winRate * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Stats (docs/product/educators.md#students): every student's value, return, trades, win rate and rank (GET /api/leagues/{id}/stats). */
export function LeagueStatsDialog({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  return (
    <LeagueDialog
      icon={BarChart3}
      action="Stats"
      leagueName={leagueName}
      description="Ranked by return; values in dollars."
      className="max-w-2xl"
    >
      <StatsTable leagueId={leagueId} />
    </LeagueDialog>
  );
}
