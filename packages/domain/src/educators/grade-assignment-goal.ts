import type { AssignmentGoalKind } from './educator-constants.ts';

/**
 * A measurable goal on an assignment (ADR 012). `target` per kind:
 * - min_sectors: at least `target` distinct sectors held at the due time (whole number ≥ 1);
 * - min_trades: at least `target` trades in the league up to the due time (whole number ≥ 1);
 * - beat_class_average: a return more than `target` percentage points above the class average (0 = just above);
 * - max_drawdown: the largest fall of the unit value (net of deposits) from a peak up to the due time at most
 *   `target` percent (0–100).
 */
export interface AssignmentGoal {
  kind: AssignmentGoalKind;
  target: number;
}

/** What the server gathers from the ledger at the due time for one student. Percentages in percent. */
export interface GoalEvidence {
  /** The sector of each position held at the due time (one entry per position; repeats and blanks are fine). */
  sectorsHeld: readonly string[];
  /** Trades in the league from the start up to the due time. */
  tradeCount: number;
  /** The student's return at the due time, net of deposits. */
  returnPercent: number;
  /** The class's mean return at the due time (classAnalytics' classAverage; 0 for a class of one). */
  classAverageReturnPercent: number;
  /** maxDrawdownPercent of the student's unit values (unitValueHistory) up to the due time. */
  maxDrawdownPercent: number;
}

export interface GoalGrade {
  met: boolean;
  /** The measured figure: sectors, trades, points above the class average, or drawdown percent. */
  actual: number;
  target: number;
}

/** Grades one goal from the evidence at the due time. A non-finite target is a programmer error (RangeError). */
export function gradeAssignmentGoal(goal: AssignmentGoal, evidence: GoalEvidence): GoalGrade {
  const { target } = goal;
  if (!Number.isFinite(target)) throw new RangeError(`Goal target must be a finite number: ${target}`);
  switch (goal.kind) {
    case 'min_sectors': {
      const actual = new Set(evidence.sectorsHeld.map((s) => s.trim().toLowerCase()).filter((s) => s !== '')).size;
      return { met: actual >= target, actual, target };
    }
    case 'min_trades':
      return { met: evidence.tradeCount >= target, actual: evidence.tradeCount, target };
    case 'beat_class_average': {
      const actual = evidence.returnPercent - evidence.classAverageReturnPercent;
      return { met: actual > target, actual, target };
    }
    case 'max_drawdown':
      return { met: evidence.maxDrawdownPercent <= target, actual: evidence.maxDrawdownPercent, target };
  }
}
