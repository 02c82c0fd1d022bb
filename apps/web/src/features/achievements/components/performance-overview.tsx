import type { LeaderboardEntry, PortfolioSummary } from '@tradearena/contracts';
import { BarChart3, CalendarClock, Target, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { formatSignedCurrency, gainLossClass } from '@/lib/signed-money.ts';
import { winRateText } from '@/lib/win-rate-text.ts';

function Stat({
  label,
  icon,
  children,
  note,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="tabular mt-2 text-2xl font-bold text-white">{children}</dd>
      {note && <dd className="mt-1 text-xs text-slate-400">{note}</dd>}
    </div>
  );
}

/** Leaderboard position, today's P&L (the day change of every holding), win rate and competition position. */
export function PerformanceOverview({
  portfolio,
  myEntry,
  totalPlayers,
}: {
  portfolio: PortfolioSummary | undefined;
  myEntry: LeaderboardEntry | undefined;
  totalPlayers: number | null;
}) {
  // The server's total (packages/domain day-change.ts: shares opened today count from their fill price).
  const today = portfolio?.dayChange ?? (portfolio?.positions ?? []).reduce((sum, p) => sum + p.dayChange, 0);
  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title" className="text-lg font-semibold text-white">
        Performance Overview
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Leaderboard position"
          icon={<BarChart3 className="size-3.5" aria-hidden="true" />}
          note={
            <Link to={paths.leaderboard.getHref()} className="text-emerald-400 hover:text-emerald-300">
              {totalPlayers
                ? `of ${totalPlayers.toLocaleString('en-US')} ${totalPlayers === 1 ? 'player' : 'players'} · `
                : ''}
              View leaderboard
            </Link>
          }
        >
          {myEntry ? `#${myEntry.rank}` : '—'}
        </Stat>
        <Stat
          label="Today's P&L"
          icon={<CalendarClock className="size-3.5" aria-hidden="true" />}
          note="Day change of your holdings"
        >
          <span className={cn(portfolio && gainLossClass(today))}>{portfolio ? formatSignedCurrency(today) : '—'}</span>
        </Stat>
        <Stat
          label="Win rate"
          icon={<Target className="size-3.5" aria-hidden="true" />}
          note={portfolio ? winRateText(portfolio).note : undefined}
        >
          {portfolio ? winRateText(portfolio).value : '—'}
        </Stat>
        <Stat
          label="Competition position"
          icon={<Trophy className="size-3.5" aria-hidden="true" />}
          note={
            <Link to={paths.competitions.getHref()} className="text-emerald-400 hover:text-emerald-300">
              Join a championship
            </Link>
          }
        >
          —
        </Stat>
      </dl>
    </section>
  );
}
