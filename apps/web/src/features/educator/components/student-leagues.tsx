import type { EducatorLeague } from '@tradearena/contracts';
import { School } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { StudentLeagueCard } from './student-league-card.tsx';

/** My Student Leagues (docs/product/educators.md#students): the educator's class leagues, open ones first; loading, empty, error. */
export function StudentLeagues({
  leagues,
  isPending,
  isError,
  onRetry,
  timeZone,
}: {
  leagues: EducatorLeague[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  timeZone: string;
}) {
  const sorted = [...leagues].sort((a, b) => Number(a.isCompleted) - Number(b.isCompleted));
  return (
    <section aria-labelledby="student-leagues-title" className="grid gap-4">
      <h2 id="student-leagues-title" className="text-lg font-semibold text-white">
        My Student Leagues
      </h2>
      {isError ? (
        <RetryAlert message="Your leagues could not be loaded." onRetry={onRetry} />
      ) : isPending ? (
        <SkeletonList count={2} label="Loading your leagues" className="h-40 rounded-2xl" />
      ) : sorted.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-slate-800 px-6 py-12 text-center">
          <School className="size-10 text-slate-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-white">No leagues yet</p>
          <p className="max-w-sm text-sm text-slate-400">
            Create a class league with Educator Tools and share its invite code with your students.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-labelledby="student-leagues-title">
          {sorted.map((league) => (
            <StudentLeagueCard key={league.id} league={league} timeZone={timeZone} onStarted={onRetry} />
          ))}
        </ul>
      )}
    </section>
  );
}
