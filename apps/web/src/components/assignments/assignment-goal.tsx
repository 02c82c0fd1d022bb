import type { AssignmentResult } from '@tradearena/contracts';
import type { AssignmentGoal as Goal } from '@tradearena/domain';
import { CheckCircle2, Target, XCircle } from 'lucide-react';
import { describeGoal } from './describe-goal.ts';
import { describeGoalResult } from './describe-goal-result.ts';

/** The measurable goal in words and, once graded, the student's own result (met or not, with the measured figure). */
export function AssignmentGoal({ goal, result }: { goal: Goal; result: AssignmentResult | null }) {
  return (
    <section aria-label="Goal" className="grid gap-2 rounded-lg border border-slate-800 bg-slate-950/40 p-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-white">
        <Target className="size-4 text-emerald-300" aria-hidden="true" />
        Goal: {describeGoal(goal)}
      </h3>
      {result ? (
        <p className={`flex items-center gap-2 text-sm ${result.met ? 'text-emerald-300' : 'text-red-300'}`}>
          {result.met ? (
            <CheckCircle2 className="size-4" aria-hidden="true" />
          ) : (
            <XCircle className="size-4" aria-hidden="true" />
          )}
          {result.met ? 'Goal met' : 'Goal not met'} — {describeGoalResult(goal.kind, result)}
        </p>
      ) : (
        <p className="text-xs text-slate-400">Graded automatically from the league's trades at the due time.</p>
      )}
    </section>
  );
}
