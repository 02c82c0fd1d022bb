import type { Competition } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import { Flag, Hourglass, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { LeagueCountdown } from '@/components/leagues/league-countdown.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatWholeDollars } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useCompetition } from '../api/get-competition.ts';
import { useParticipation } from '../api/get-participation.ts';
import { CHAMPIONSHIP_INFO, championshipKindOf } from '../lib/championship-info.ts';
import { JoinChampionshipButton } from './join-championship-button.tsx';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="grid gap-6">
      <BackLink to={paths.competitions.getHref()}>Back to Trading Leagues</BackLink>
      <section className="grid justify-items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 px-6 py-12 text-center">
        {icon}
        <h1 className="break-words text-2xl font-bold text-white">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Enter Arena of a championship the user has not joined this season: Join Tournament first (docs/product/competitions.md#championships). */
function NotJoined({ id }: { id: number }) {
  const kind = championshipKindOf(id);
  const info = kind ? CHAMPIONSHIP_INFO[kind] : null;
  const competition = useCompetition(id);
  const prizePool = competition.data?.prizePool ?? (info ? toDollars(info.prizePoolCents) : null);
  return (
    <Panel icon={<Trophy className="size-10 text-amber-300" aria-hidden="true" />} title={info?.name ?? 'Championship'}>
      <p className="max-w-md text-slate-400">
        Join this season to get a $100,000 arena portfolio
        {prizePool !== null && <> and a shot at the {formatWholeDollars(prizePool)} prize pool</>}.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <JoinChampionshipButton id={id} />
        {info && (
          <Button asChild variant="outline">
            <Link to={info.leaderboardHref}>View Leaderboard</Link>
          </Button>
        )}
      </div>
    </Panel>
  );
}

/**
 * Lets a league or championship portfolio page trade only when it can (docs/product/competitions.md#league-lifecycle): a league waiting to start
 * shows its countdown and no trading; a completed league links to its final standings; a championship the user has
 * not joined offers Join Tournament; someone outside a league (or an unknown id) is told so. Otherwise `children`.
 */
export function ArenaGate({
  competitionId,
  timeZone,
  children,
}: {
  competitionId: number;
  timeZone: string;
  children: (competition: Competition) => ReactNode;
}) {
  const competition = useCompetition(competitionId);
  const isChampionship = championshipKindOf(competitionId) !== null;
  const participation = useParticipation(competitionId, { enabled: isChampionship });
  const c = competition.data;

  if (competition.isError) {
    if (isApiError(competition.error, 404) || isApiError(competition.error, 403))
      return (
        <Panel icon={<Flag className="size-10 text-slate-500" aria-hidden="true" />} title="League not available">
          <p className="max-w-md text-slate-400">
            This league does not exist or you are not one of its players. Join with an invite code first.
          </p>
          <Button asChild className="mt-2">
            <Link to={paths.competitions.getHref()}>Go to Trading Leagues</Link>
          </Button>
        </Panel>
      );
    return <RetryAlert message="This league could not be loaded." onRetry={() => void competition.refetch()} />;
  }
  if (!c || (isChampionship && participation.isPending))
    return <SkeletonList count={3} label="Loading portfolio" className="h-24 rounded-2xl" />;
  if (isChampionship && !participation.data?.isParticipating) return <NotJoined id={competitionId} />;
  if (!isChampionship && !c.isParticipant)
    return (
      <Panel icon={<Flag className="size-10 text-slate-500" aria-hidden="true" />} title={c.name}>
        <p className="max-w-md text-slate-400">You are not a player in this league. Join it with its invite code.</p>
        <Button asChild className="mt-2">
          <Link to={paths.competitions.getHref()}>Go to Trading Leagues</Link>
        </Button>
      </Panel>
    );
  if (c.isCompleted)
    return (
      <Panel icon={<Flag className="size-10 text-slate-400" aria-hidden="true" />} title={`${c.name} has ended`}>
        <p className="max-w-md text-slate-400">Trading is closed and the final standings are in.</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={paths.leagueLeaderboard.getHref(c.id)}>View Final Standings</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.leagueHistory.getHref()}>League History</Link>
          </Button>
        </div>
      </Panel>
    );
  if (c.isPendingStart)
    return (
      <Panel icon={<Hourglass className="size-10 text-amber-300" aria-hidden="true" />} title={c.name}>
        <p className="max-w-md text-slate-400">
          This league has not started yet. Trading opens at its scheduled start.
        </p>
        <LeagueCountdown
          startsAt={c.scheduledStartDate}
          timeZone={timeZone}
          onStarted={() => void competition.refetch()}
        />
      </Panel>
    );
  return children(c);
}
