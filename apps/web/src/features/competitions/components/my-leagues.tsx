import { Users } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { useUserCompetitions } from '../api/get-user-competitions.ts';
import { LeagueCard } from './league-card.tsx';

/** My Leagues (docs/product/competitions.md#the-trading-leagues-page): the user's friend leagues, open ones first; loading, empty and error states. */
export function MyLeagues({
  timeZone,
  replayIds = new Map(),
}: {
  timeZone: string;
  /** The replay event of a league that is one (competition id → replay id): its card opens the replay page. */
  replayIds?: ReadonlyMap<number, number>;
}) {
  const mine = useUserCompetitions();
  const leagues = (mine.data ?? [])
    .filter((c) => c.kind === 'league')
    .sort((a, b) => Number(a.isCompleted) - Number(b.isCompleted));
  return (
    <section aria-labelledby="my-leagues-title" className="grid gap-4">
      <h2 id="my-leagues-title" className="text-lg font-semibold text-white">
        My Leagues
      </h2>
      {mine.isError ? (
        <RetryAlert message="Your leagues could not be loaded." onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <SkeletonList count={2} label="Loading your leagues" className="h-40 rounded-2xl" />
      ) : leagues.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-slate-800 px-6 py-12 text-center">
          <Users className="size-10 text-slate-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-white">No leagues yet</p>
          <p className="max-w-sm text-sm text-slate-400">
            Create a friend league and share its invite code, or join one with a code from a friend.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-labelledby="my-leagues-title">
          {leagues.map((league) => (
            <LeagueCard
              key={league.id}
              league={league}
              timeZone={timeZone}
              replayId={replayIds.get(league.id)}
              onStarted={() => void mine.refetch()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
