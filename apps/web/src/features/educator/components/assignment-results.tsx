import type { EducatorAssignment } from '@tradearena/contracts';
import { describeGoalResult } from '@/components/assignments/describe-goal-result.ts';

/** The educator's view of a graded goal: each student's result, or why there is none yet. */
export function AssignmentResults({ assignment }: { assignment: EducatorAssignment }) {
  const goal = assignment.goal;
  if (!goal) return null;
  return (
    <section aria-label="Student results" className="grid gap-2">
      <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-400">Student results</h3>
      {assignment.results.length === 0 ? (
        <p className="text-sm text-slate-400">
          {assignment.gradedAt ? 'No students were graded.' : 'Graded automatically at the due time.'}
        </p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {assignment.results.map((r) => (
            <li key={r.userId} className="flex flex-wrap justify-between gap-2">
              <span className="text-white">{r.displayName}</span>
              <span className={r.met ? 'text-emerald-300' : 'text-red-300'}>
                {r.met ? 'Met' : 'Not met'} · {describeGoalResult(goal.kind, r)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
