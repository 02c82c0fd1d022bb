import type { AssignmentGoal } from '@tradearena/domain';
import { countOf } from '@/lib/count-of.ts';

/** The goal in words: 'Hold at least 5 sectors', 'Make at least 10 trades', … */
export function describeGoal(goal: AssignmentGoal): string {
  switch (goal.kind) {
    case 'min_sectors':
      return `Hold at least ${countOf(goal.target, 'sector', 'sectors')}`;
    case 'min_trades':
      return `Make at least ${countOf(goal.target, 'trade', 'trades')}`;
    case 'beat_class_average':
      return goal.target === 0
        ? 'Beat the class average return'
        : `Beat the class average return by more than ${goal.target} percentage points`;
    case 'max_drawdown':
      return `Keep your largest drawdown at or below ${goal.target}%`;
  }
}
