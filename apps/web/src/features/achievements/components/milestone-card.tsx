import { Award, CheckCircle2, Crown, Flame, Gem, Layers, Lock, Medal, Repeat, Star, Target, Zap } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { MilestoneProgress } from '../lib/achievement-progress.ts';

const ICONS = [Zap, Repeat, Flame, Target, Crown, Layers, Medal, Gem, Star, Award] as const;

/** One of the ten milestones: locked or unlocked, its reward XP and the progress towards it. */
export function MilestoneCard({ milestone }: { milestone: MilestoneProgress }) {
  const { achievement: a, unlocked, percent, detail, unlockedAt } = milestone;
  const Icon = ICONS[a.id - 1] ?? Award;
  return (
    <li
      className={cn(
        'relative flex flex-col gap-3 rounded-2xl border p-5 transition-colors',
        unlocked
          ? 'border-emerald-500/40 bg-gradient-to-br from-emerald-500/15 to-slate-900/60'
          : 'border-slate-800 bg-slate-900/60',
      )}
      aria-label={`${a.name}: ${unlocked ? 'unlocked' : 'locked'}`}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-xl',
            unlocked ? 'bg-emerald-500/20 text-emerald-300' : 'bg-slate-800 text-slate-500',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className={cn('font-semibold', unlocked ? 'text-white' : 'text-slate-200')}>{a.name}</h3>
          <p className="text-sm text-slate-400">{a.description}</p>
        </div>
        {unlocked ? (
          <CheckCircle2 className="size-5 shrink-0 text-emerald-400" aria-hidden="true" />
        ) : (
          <Lock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        )}
      </div>
      <div className="mt-auto grid gap-2">
        {percent !== null && !unlocked && (
          <div
            role="progressbar"
            aria-label={`${a.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            className="h-1.5 overflow-hidden rounded-full bg-slate-800"
          >
            <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
          </div>
        )}
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-slate-400">
            {unlocked && unlockedAt
              ? `Unlocked ${new Date(unlockedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`
              : (detail ?? 'Keep trading to unlock')}
          </span>
          <span className={cn('shrink-0 font-semibold', unlocked ? 'text-emerald-300' : 'text-amber-300/80')}>
            +{a.xp.toLocaleString('en-US')} XP
          </span>
        </div>
      </div>
    </li>
  );
}
