import { describe, expect, it } from 'vitest';
import { describeGoal } from './describe-goal.ts';
import { describeGoalResult } from './describe-goal-result.ts';

describe('Assignment goals in words', () => {
  it.each([
    [{ kind: 'min_sectors', target: 5 }, 'Hold at least 5 sectors'],
    [{ kind: 'min_sectors', target: 1 }, 'Hold at least 1 sector'],
    [{ kind: 'min_trades', target: 10 }, 'Make at least 10 trades'],
    [{ kind: 'beat_class_average', target: 0 }, 'Beat the class average return'],
    [{ kind: 'beat_class_average', target: 2 }, 'Beat the class average return by more than 2 percentage points'],
    [{ kind: 'max_drawdown', target: 15 }, 'Keep your largest drawdown at or below 15%'],
  ] as const)('%o reads "%s"', (goal, text) => {
    expect(describeGoal(goal)).toBe(text);
  });

  it('describes the measured figure of a graded goal', () => {
    expect(describeGoalResult('min_sectors', { met: true, actual: 6, target: 5 })).toBe('6 sectors held');
    expect(describeGoalResult('min_trades', { met: false, actual: 1, target: 10 })).toBe('1 trade made');
    expect(describeGoalResult('beat_class_average', { met: true, actual: 2.456, target: 0 })).toBe(
      '+2.46 points vs. the class average',
    );
    expect(describeGoalResult('max_drawdown', { met: false, actual: 23.1, target: 15 })).toBe('23.1% largest drawdown');
  });
});
