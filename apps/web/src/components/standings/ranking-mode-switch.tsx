import { RANKING_MODES, type RankingMode } from '@tradearena/domain';
import { Button } from '@/components/ui/button.tsx';
import { formatPercent } from '@/lib/format.ts';
import { RANKING_MODE_LABELS } from '@/lib/ranking-mode-labels.ts';

/**
 * A leaderboard's ranking mode (docs/decisions/023-performance-benchmark-and-attribution.md): the official one, and
 * a switch to view the standings by another metric (`undefined` = the official order) without changing it.
 */
export function RankingModeSwitch({
  official,
  shown,
  of,
  onView,
}: {
  official: RankingMode;
  shown: RankingMode;
  /** Whose official ranking: "the league’s", "the championship’s". */
  of: string;
  onView: (mode: RankingMode | undefined) => void;
}) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-300" data-testid="ranking-mode">
        Ranked by {RANKING_MODE_LABELS[official]} ({of} official ranking).
      </p>
      <fieldset className="mt-2 flex flex-wrap gap-1" aria-label="View the standings by">
        {RANKING_MODES.map((m) => (
          <Button
            key={m}
            size="sm"
            variant={m === shown ? 'default' : 'outline'}
            aria-pressed={m === shown}
            onClick={() => onView(m === official ? undefined : m)}
          >
            {RANKING_MODE_LABELS[m]}
          </Button>
        ))}
      </fieldset>
    </>
  );
}

/** A leaderboard row's metric columns (ADR 023): return above the S&P 500, volatility and the mode's score. */
export function rankingFigures(r: {
  excessReturnPct: number;
  volatilityPct: number;
  score: number;
  provisional: boolean;
}): string {
  return `vs S&P 500 ${formatPercent(r.excessReturnPct)} · volatility ${r.volatilityPct.toFixed(1)}% · score ${r.score.toFixed(2)}${r.provisional ? ' (provisional)' : ''}`;
}
