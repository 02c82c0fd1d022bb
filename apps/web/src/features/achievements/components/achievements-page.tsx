import type { ExecutedTrade, LeaderboardEntry, PortfolioSummary } from '@tradearena/contracts';
import { ACHIEVEMENTS_TOTAL } from '@tradearena/contracts';
import { Award, Sparkles, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import type { UserAchievement } from '../api/get-user-achievements.ts';
import { achievementProgress, isInDangerZone } from '../lib/achievement-progress.ts';
import { MilestoneCard } from './milestone-card.tsx';
import { PerformanceOverview } from './performance-overview.tsx';

export interface AchievementsPageProps {
  achievements: UserAchievement[] | null | undefined;
  portfolio: PortfolioSummary | undefined;
  trades: readonly ExecutedTrade[] | undefined;
  myEntry: LeaderboardEntry | undefined;
  totalPlayers: number | null;
  isLoading: boolean;
}

/**
 * /achievements (docs/product/content.md#achievements): summary (unlocked, total, percent complete = unlocked × 10, total XP), the danger-zone
 * banner only when the user really is in the bottom 3, the performance overview and the ten milestone cards.
 */
export function AchievementsPage({
  achievements,
  portfolio,
  trades,
  myEntry,
  totalPlayers,
  isLoading,
}: AchievementsPageProps) {
  const unlocked = useMemo(() => new Map((achievements ?? []).map((a) => [a.id, a.unlockedAt])), [achievements]);
  const milestones = achievementProgress({ unlocked, portfolio, trades });
  const count = milestones.filter((m) => m.unlocked).length;
  const xp = milestones.filter((m) => m.unlocked).reduce((sum, m) => sum + m.achievement.xp, 0);
  const percent = (count * 100) / ACHIEVEMENTS_TOTAL;
  const danger = isInDangerZone(myEntry?.rank ?? null, totalPlayers);

  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <Award className="size-7 text-emerald-300" aria-hidden="true" />
          Achievements
        </h1>
      </header>

      <section
        aria-labelledby="summary-title"
        className="rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-emerald-950/30 p-6"
      >
        <h2 id="summary-title" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">Unlocked</dt>
            <dd className="tabular mt-1 text-3xl font-bold text-white">{count}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">Total</dt>
            <dd className="tabular mt-1 text-3xl font-bold text-white">{ACHIEVEMENTS_TOTAL}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">Complete</dt>
            <dd className="tabular mt-1 text-3xl font-bold text-emerald-300">{percent}%</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">Total XP</dt>
            <dd className="tabular mt-1 flex items-center gap-2 text-3xl font-bold text-amber-300">
              <Sparkles className="size-5" aria-hidden="true" />
              {xp.toLocaleString('en-US')}
            </dd>
          </div>
        </dl>
        <div
          role="progressbar"
          aria-label="Achievements complete"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-6 h-2 overflow-hidden rounded-full bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-emerald-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </section>

      {danger && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <div>
            <AlertTitle>Danger Zone</AlertTitle>
            <AlertDescription>
              You're in the bottom 3 of the global leaderboard. Study the movers, make a few smart trades and climb out!
            </AlertDescription>
          </div>
        </Alert>
      )}

      <PerformanceOverview portfolio={portfolio} myEntry={myEntry} totalPlayers={totalPlayers} />

      <section aria-labelledby="milestones-title">
        <h2 id="milestones-title" className="text-lg font-semibold text-white">
          Milestones
        </h2>
        {isLoading ? (
          <div className="mt-4">
            <SkeletonList count={6} label="Loading achievements" className="h-36 rounded-2xl" />
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {milestones.map((m) => (
              <MilestoneCard key={m.achievement.id} milestone={m} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
