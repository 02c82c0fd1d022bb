import type { ClassAnalyticsResponse } from '@tradearena/contracts';
import { formatPercent } from '@/lib/format.ts';

/**
 * Per class, its students against the S&P 500 (docs/decisions/023-performance-benchmark-and-attribution.md): the
 * share beating it, the median return above it, and the portfolios most concentrated in one stock.
 */
export function ClassBenchmarkFigures({ classes }: { classes: ClassAnalyticsResponse['classes'] }) {
  if (classes.length === 0) return <span>No classes yet</span>;
  return (
    <ul className="grid gap-2">
      {classes.map((c) => (
        <li key={c.leagueId} className="grid gap-1" aria-label={`${c.name} against the S&P 500`}>
          <span className="font-semibold">{c.name}</span>
          {c.beatingBenchmarkPercent === null || c.medianExcessReturnPct === null ? (
            <span className="text-xs text-slate-400">No students yet</span>
          ) : (
            <span className="text-xs text-slate-300">
              {Math.round(c.beatingBenchmarkPercent)}% of {c.studentCount}{' '}
              {c.studentCount === 1 ? 'student beats' : 'students beat'} the S&P 500 · median{' '}
              {formatPercent(c.medianExcessReturnPct)} vs the S&P 500
            </span>
          )}
          {c.mostConcentrated.length > 0 && (
            <span className="text-xs text-slate-400">
              Most concentrated:{' '}
              {c.mostConcentrated.map((p) => `${p.name} (${Math.round(p.positionPercent)}% in ${p.symbol})`).join(', ')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
