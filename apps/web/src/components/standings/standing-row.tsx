import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatSignedCurrency, gainLossClass } from '@/lib/signed-money.ts';
import { RankMark } from './rank-mark.tsx';

const COLUMNS = 'grid-cols-[2.5rem_minmax(0,1fr)_auto] sm:grid-cols-[3rem_minmax(0,1fr)_7rem_6rem_6rem]';

/** The column titles above a list of StandingRow (hidden from screen readers: each row reads whole). */
export function StandingsHeader({ last }: { last: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('hidden gap-3 px-4 pb-2 text-xs uppercase tracking-wider text-slate-400 sm:grid', COLUMNS)}
    >
      <span>Rank</span>
      <span>Player</span>
      <span className="text-right">Profit</span>
      <span className="text-right">Return</span>
      <span className="text-right">{last}</span>
    </div>
  );
}

/**
 * One player in a standings list (global, league and championship leaderboards): rank mark, name with a 'You'
 * badge and any other badges, a details line, profit, return % and one last column. The user's own row is
 * highlighted and marked aria-current. Phones show return under profit and leave the last column out.
 */
export function StandingRow({
  rank,
  name,
  isYou,
  badges,
  details,
  profitLoss,
  returnPercent,
  last,
}: {
  rank: number;
  name: string;
  isYou: boolean;
  badges?: ReactNode;
  details?: ReactNode;
  profitLoss: number;
  returnPercent: number;
  last?: ReactNode;
}) {
  return (
    <li
      className={cn(
        'grid items-center gap-3 rounded-xl px-3 py-3 sm:px-4',
        COLUMNS,
        isYou ? 'border border-emerald-500/40 bg-emerald-500/10' : 'border border-transparent hover:bg-slate-800/40',
      )}
      aria-current={isYou ? 'true' : undefined}
    >
      <span className="grid place-items-center">
        <RankMark rank={rank} />
      </span>
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-white">{name}</span>
          {isYou && <Badge>You</Badge>}
          {badges}
        </span>
        {details && <span className="mt-0.5 block text-xs text-slate-400">{details}</span>}
      </span>
      <span className={cn('tabular text-right font-semibold', gainLossClass(profitLoss))}>
        {formatSignedCurrency(profitLoss)}
        <span className="block text-xs font-normal text-slate-400 sm:hidden">{returnPercent.toFixed(2)}%</span>
      </span>
      <span className="tabular hidden text-right text-sm text-slate-300 sm:block">{returnPercent.toFixed(2)}%</span>
      <span className="tabular hidden text-right text-sm text-slate-300 sm:block">{last}</span>
    </li>
  );
}
