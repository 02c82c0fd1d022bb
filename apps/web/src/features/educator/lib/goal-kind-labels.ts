import type { AssignmentGoalKind } from '@tradearena/domain';

/** The create form's goal options and what their target means (ADR 012). */
export const goalKindLabels: Record<AssignmentGoalKind, { label: string; target: string; defaultTarget: number }> = {
  min_sectors: { label: 'Hold at least N sectors', target: 'Sectors', defaultTarget: 5 },
  min_trades: { label: 'Make at least N trades', target: 'Trades', defaultTarget: 10 },
  beat_class_average: {
    label: 'Beat the class average return',
    target: 'Percentage points above the average',
    defaultTarget: 0,
  },
  max_drawdown: { label: 'Keep the largest drawdown under N %', target: 'Largest drawdown (%)', defaultTarget: 20 },
};
