import { cn } from '@/lib/cn.ts';
import { formatPercent } from '@/lib/format.ts';

/** The class average return as a bar (±20 % fills it), or 'No data' when the class has no figures yet. */
export function ClassAverageBar({ average }: { average: number | null }) {
  if (average === null) return <p className="text-sm text-slate-400">No data</p>;
  const width = Math.min(100, Math.abs(average) * 5);
  return (
    <div className="grid gap-1.5">
      <p className={cn('text-sm font-semibold', average >= 0 ? 'text-emerald-300' : 'text-red-300')}>
        {formatPercent(average)}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-800" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', average >= 0 ? 'bg-emerald-500' : 'bg-red-500')}
          style={{ width: `${Math.max(width, 2)}%` }}
        />
      </div>
    </div>
  );
}
