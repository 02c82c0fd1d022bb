import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssignmentGoal, type GoalEvidence, gradeAssignmentGoal } from './grade-assignment-goal.ts';
import { maxDrawdownPercent } from './max-drawdown-percent.ts';

const evidence = (over: Partial<GoalEvidence> = {}): GoalEvidence => ({
  sectorsHeld: [],
  tradeCount: 0,
  returnPercent: 0,
  classAverageReturnPercent: 0,
  maxDrawdownPercent: 0,
  ...over,
});

describe('gradeAssignmentGoal', () => {
  it.each<[string, AssignmentGoal, Partial<GoalEvidence>, boolean, number]>([
    [
      '5 sectors held of 5',
      { kind: 'min_sectors', target: 5 },
      { sectorsHeld: ['Tech', 'Energy', 'Health', 'Retail', 'Banks'] },
      true,
      5,
    ],
    [
      '4 distinct sectors (repeats, case and blanks ignored) of 5',
      { kind: 'min_sectors', target: 5 },
      { sectorsHeld: ['Tech', 'tech ', 'Energy', 'Health', 'Retail', ''] },
      false,
      4,
    ],
    ['no positions at all', { kind: 'min_sectors', target: 1 }, {}, false, 0],
    ['10 trades of 10', { kind: 'min_trades', target: 10 }, { tradeCount: 10 }, true, 10],
    ['9 trades of 10', { kind: 'min_trades', target: 10 }, { tradeCount: 9 }, false, 9],
    [
      'a return above the average',
      { kind: 'beat_class_average', target: 0 },
      { returnPercent: 6, classAverageReturnPercent: 4 },
      true,
      2,
    ],
    [
      'a return equal to the average',
      { kind: 'beat_class_average', target: 0 },
      { returnPercent: 4, classAverageReturnPercent: 4 },
      false,
      0,
    ],
    [
      'a loss smaller than the class’s',
      { kind: 'beat_class_average', target: 0 },
      { returnPercent: -3, classAverageReturnPercent: -5 },
      true,
      2,
    ],
    [
      '2 points above when 3 are asked',
      { kind: 'beat_class_average', target: 3 },
      { returnPercent: 6, classAverageReturnPercent: 4 },
      false,
      2,
    ],
    ['a drawdown of exactly the limit', { kind: 'max_drawdown', target: 10 }, { maxDrawdownPercent: 10 }, true, 10],
    ['a drawdown past the limit', { kind: 'max_drawdown', target: 10 }, { maxDrawdownPercent: 10.5 }, false, 10.5],
  ])('grades %s', (_, goal, over, met, actual) => {
    expect(gradeAssignmentGoal(goal, evidence(over))).toEqual({ met, actual, target: goal.target });
  });

  it('refuses a target that is not a finite number', () => {
    expect(() => gradeAssignmentGoal({ kind: 'min_trades', target: Number.NaN }, evidence())).toThrow(RangeError);
  });
});

describe('maxDrawdownPercent', () => {
  it.each([
    ['no history', [], 0],
    ['one value', [100], 0],
    ['a rising series', [100, 110, 120], 0],
    ['a fall from a later peak', [100, 120, 90, 130], 25],
    ['the worst of two falls', [100, 50, 200, 120], 50],
    ['everything lost', [100, 0], 100],
  ])('measures %s', (_, values, percent) => {
    expect(maxDrawdownPercent(values)).toBe(percent);
  });

  it('stays between 0 and 100 for non-negative values (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1e12 })), (values) => {
        const d = maxDrawdownPercent(values);
        return d >= 0 && d <= 100;
      }),
    );
  });
});
