import type { AssignmentResult } from '@tradearena/contracts';
import type { AssignmentGoalKind } from '@tradearena/domain';

const round = (n: number) => Math.round(n * 100) / 100;

/** The measured figure of a graded goal in words: '6 sectors held', '3 trades', '+2.5 points vs. class average'. */
export function describeGoalResult(kind: AssignmentGoalKind, result: AssignmentResult): string {
  const actual = round(result.actual);
  switch (kind) {
    case 'min_sectors':
      return `${actual} ${actual === 1 ? 'sector' : 'sectors'} held`;
    case 'min_trades':
      return `${actual} ${actual === 1 ? 'trade' : 'trades'} made`;
    case 'beat_class_average':
      return `${actual > 0 ? '+' : ''}${actual} points vs. the class average`;
    case 'max_drawdown':
      return `${actual}% largest drawdown`;
  }
}
