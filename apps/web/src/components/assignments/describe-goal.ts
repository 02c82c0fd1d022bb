import type { AssignmentGoal } from '@tradearena/domain';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The goal in words: 'Hold at least 5 sectors', 'Make at least 10 trades', … */
export function describeGoal(goal: AssignmentGoal): string {
  switch (goal.kind) {
    case 'min_sectors':
      return `Hold at least ${plural(goal.target, 'sector', 'sectors')}`;
    case 'min_trades':
      return `Make at least ${plural(goal.target, 'trade', 'trades')}`;
    case 'beat_class_average':
      return goal.target === 0
        ? 'Beat the class average return'
        : `Beat the class average return by more than ${goal.target} percentage points`;
    case 'max_drawdown':
      return `Keep your largest drawdown at or below ${goal.target}%`;
  }
}
