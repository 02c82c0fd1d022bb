import type { EducationModuleSummary } from '@tradearena/contracts';
import { CircleCheck, Clock } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { LevelBadge } from './level-badge.tsx';

/** A module's level, reading time and, once passed, 'Completed' (its card on /education and its own page). */
export function ModuleMeta({
  module,
  className,
}: {
  module: Pick<EducationModuleSummary, 'level' | 'minutes' | 'completed'>;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <LevelBadge level={module.level} />
      <span className="inline-flex items-center gap-1 text-xs text-slate-400">
        <Clock className="size-3.5" aria-hidden="true" />
        {module.minutes} min
      </span>
      {module.completed && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-300">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          Completed
        </span>
      )}
    </div>
  );
}
