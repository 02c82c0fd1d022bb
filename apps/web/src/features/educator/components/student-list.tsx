import type { EducatorStudent } from '@tradearena/contracts';
import { Users } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { countOf } from '@/lib/count-of.ts';
import type { ClassFilter } from '../api/educator-queries.ts';
import { useEducatorStudents } from '../api/get-educator-students.ts';
import { StudentRow } from './student-row.tsx';

/** The students of one class or of all classes, grouped by league; loading, empty ('No students yet') and error. */
export function StudentList({ filter, timeZone }: { filter: ClassFilter; timeZone: string }) {
  const students = useEducatorStudents(filter);
  if (students.isError)
    return <RetryAlert message="Your students could not be loaded." onRetry={() => void students.refetch()} />;
  if (students.isPending) return <SkeletonList count={3} label="Loading students" className="h-12 rounded-lg" />;
  if (students.data.length === 0)
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-800 px-4 py-8 text-center">
        <Users className="size-8 text-slate-600" aria-hidden="true" />
        <p className="font-semibold text-white">No students yet</p>
        <p className="text-sm text-slate-400">Share a league's invite code: students appear here once they join.</p>
      </div>
    );
  const byLeague = new Map<number, EducatorStudent[]>();
  for (const s of students.data) byLeague.set(s.leagueId, [...(byLeague.get(s.leagueId) ?? []), s]);
  return (
    <div className="grid gap-4">
      {[...byLeague.values()].map((rows) => (
        <section key={rows[0]?.leagueId} aria-label={rows[0]?.leagueName} className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-200">
            {rows[0]?.leagueName}{' '}
            <span className="font-normal text-slate-400">· {countOf(rows.length, 'student', 'students')}</span>
          </h3>
          <ul className="grid gap-2">
            {rows.map((s) => (
              <StudentRow key={`${s.leagueId}-${s.userId}`} student={s} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
