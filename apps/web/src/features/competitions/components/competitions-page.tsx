import { Trophy } from 'lucide-react';
import { BackLink } from '@/components/back-link.tsx';
import { paths } from '@/lib/paths.ts';
import { ChampionshipCards } from './championship-cards.tsx';
import { CreateLeagueDialog } from './create-league-dialog.tsx';
import { JoinLeagueDialog } from './join-league-dialog.tsx';
import { MyLeagues } from './my-leagues.tsx';

/**
 * The Trading Leagues page (/competitions, docs/product/competitions.md#the-trading-leagues-page): Create Friend League and Join League, My Leagues, and the
 * weekly and monthly Public Tournaments. `inviteCode` (from an invitation link) opens Join League filled in.
 */
export function CompetitionsPage({
  timeZone,
  inviteCode,
  replayIds,
}: {
  timeZone: string;
  inviteCode?: string;
  /** MyLeagues' replay events (competition id → replay id). */
  replayIds?: ReadonlyMap<number, number>;
}) {
  return (
    <div className="grid grid-cols-1 gap-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
          <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
            <Trophy className="size-7 text-amber-300" aria-hidden="true" />
            Trading Leagues
          </h1>
          <p className="mt-2 text-slate-400">Compete with friends in private leagues or in the public championships.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CreateLeagueDialog />
          <JoinLeagueDialog initialCode={inviteCode} />
        </div>
      </header>
      <MyLeagues timeZone={timeZone} replayIds={replayIds} />
      <ChampionshipCards title="Public Tournaments" />
    </div>
  );
}
