import { toDollars } from '@tradearena/domain';
import { BarChart3, Clock, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { formatWholeDollars } from '@/lib/format.ts';
import { formatTimeLeft } from '@/lib/format-time-left.ts';
import { useNow } from '@/lib/use-now.ts';
import { useCompetition } from '../api/get-competition.ts';
import { useParticipation } from '../api/get-participation.ts';
import { CHAMPIONSHIP_INFO, type ChampionshipKind } from '../lib/championship-info.ts';
import { JoinChampionshipButton } from './join-championship-button.tsx';

/**
 * A public championship card (docs/product/competitions.md#championships): prize pool, players, time left to the season's end; Join Tournament
 * until the user plays the current season, then Enter Arena; a link to its leaderboard.
 */
export function ChampionshipCard({ kind }: { kind: ChampionshipKind }) {
  const info = CHAMPIONSHIP_INFO[kind];
  const competition = useCompetition(info.id);
  const participation = useParticipation(info.id);
  const now = useNow(30_000);
  const c = competition.data;
  const endsAt = c?.seasonEndsAt ?? c?.endDate ?? null;
  const prizePool = c?.prizePool ?? toDollars(info.prizePoolCents);
  const joined = participation.data?.isParticipating === true;
  return (
    <li className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-900/40 p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-amber-400/15 text-amber-300">
          <Trophy className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-white">{info.name}</h3>
          {c?.seasonNumber != null && (
            <p className="text-xs text-slate-400">
              Season {c.seasonNumber} · {c.participantCount.toLocaleString('en-US')}{' '}
              {c.participantCount === 1 ? 'player' : 'players'}
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-xs uppercase tracking-wider text-slate-400">Prize pool</dt>
          <dd className="tabular mt-1 text-2xl font-bold text-emerald-300">{formatWholeDollars(prizePool)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-slate-400">Time left</dt>
          <dd className="tabular mt-1 flex items-center gap-1.5 text-2xl font-bold text-white">
            <Clock className="size-5 text-slate-400" aria-hidden="true" />
            {endsAt ? formatTimeLeft(Date.parse(endsAt) - now) : '—'}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {participation.isPending ? (
          <Button disabled>Checking...</Button>
        ) : joined ? (
          <Button asChild>
            <Link to={info.arenaHref}>Enter Arena</Link>
          </Button>
        ) : (
          <JoinChampionshipButton id={info.id} />
        )}
        <Button asChild variant="outline">
          <Link to={info.leaderboardHref} aria-label={`${info.name} leaderboard`}>
            <BarChart3 aria-hidden="true" />
            Leaderboard
          </Link>
        </Button>
      </div>
    </li>
  );
}
