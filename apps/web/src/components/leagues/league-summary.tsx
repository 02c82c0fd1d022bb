import type { Competition } from '@tradearena/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { LeagueCountdown } from './league-countdown.tsx';

type SummaryLeague = Pick<
  Competition,
  | 'name'
  | 'description'
  | 'isCompleted'
  | 'isPendingStart'
  | 'inviteCode'
  | 'endDate'
  | 'completedAt'
  | 'scheduledStartDate'
>;

function StateBadge({ league }: { league: SummaryLeague }) {
  if (league.isCompleted) return <Badge variant="secondary">Completed</Badge>;
  if (league.isPendingStart) return <Badge variant="warning">Waiting to start</Badge>;
  return <Badge>Active</Badge>;
}

/**
 * The top of a league card (docs/product/competitions.md#the-trading-leagues-page), for players' and educators' cards alike: name (the card's label, id
 * `titleId`), description, state badge; the head count (`count`: players or students), invite code, end; and the
 * countdown while waiting to start.
 */
export function LeagueSummary({
  league,
  titleId,
  timeZone,
  count,
  onStarted,
}: {
  league: SummaryLeague;
  titleId: string;
  timeZone: string;
  count: { term: string; value: ReactNode };
  onStarted?: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-lg font-semibold text-white">
            {league.name}
          </h3>
          {league.description && <p className="mt-1 break-words text-sm text-slate-400">{league.description}</p>}
        </div>
        <StateBadge league={league} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase tracking-wider text-slate-400">{count.term}</dt>
          <dd className="mt-1 flex items-center gap-1.5 text-white">{count.value}</dd>
        </div>
        {league.inviteCode && (
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">Invite code</dt>
            <dd className="mt-1 font-mono font-semibold tracking-widest text-emerald-300">{league.inviteCode}</dd>
          </div>
        )}
        {league.endDate && (
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">{league.isCompleted ? 'Ended' : 'Ends'}</dt>
            <dd className="mt-1 text-white">
              {formatInstant(new Date(league.completedAt ?? league.endDate), timeZone)}
            </dd>
          </div>
        )}
      </dl>
      {league.isPendingStart && !league.isCompleted && (
        <LeagueCountdown startsAt={league.scheduledStartDate} timeZone={timeZone} onStarted={onStarted} />
      )}
    </>
  );
}
