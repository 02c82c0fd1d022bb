import type { Competition } from '@tradearena/contracts';
import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ShortSellingSwitch } from '@/components/leagues/short-selling-switch.tsx';
import { Button } from '@/components/ui/button.tsx';
import { leagueLeaderboardQueryKey } from '@/features/competitions/api/get-league-leaderboard.ts';
import { useUpdateLeagueSettings } from '@/features/competitions/api/update-league-settings.ts';
import { ArenaGate } from '@/features/competitions/components/arena-gate.tsx';
import { LeaguePicker } from '@/features/competitions/components/league-picker.tsx';
import { CHAMPIONSHIP_INFO, championshipKindOf } from '@/features/competitions/lib/championship-info.ts';
import { TradingPage } from '@/features/portfolio/components/trading-page.tsx';
import { useReplays } from '@/features/replay/api/replay-queries.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';

/** The league id from /league-portfolio/{id}, ?leagueId= or ?league= (docs/product/competitions.md#the-trading-leagues-page); null when absent or not an id. */
function useLeagueId(): number | null {
  const { leagueId } = useParams();
  const [params] = useSearchParams();
  const raw = leagueId ?? params.get('leagueId') ?? params.get('league');
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The league's creator switches short selling on or off right on its page (docs/product/competitions.md#league-settings). */
function CreatorShortSelling({ league }: { league: Competition }) {
  const update = useUpdateLeagueSettings(league.id);
  return <ShortSellingSwitch leagueName={league.name} allowed={league.shortSellingAllowed} update={update} />;
}

function LeagueTradingPage({ league, timeZone }: { league: Competition; timeZone: string }) {
  const { id: leagueId, shortSellingAllowed, rules } = league;
  const context = useMemo(
    () =>
      competitionTradingContext(leagueId, 'league', [leagueLeaderboardQueryKey(leagueId)], shortSellingAllowed, rules),
    [leagueId, shortSellingAllowed, rules],
  );
  return (
    <TradingPage
      timeZone={timeZone}
      context={context}
      title={league.name}
      back={{ to: paths.competitions.getHref(), label: 'Back to Trading Leagues' }}
      actions={
        <>
          {league.isCreator && <CreatorShortSelling league={league} />}
          <Button asChild variant="outline">
            <Link to={paths.leagueLeaderboard.getHref(leagueId)}>
              <BarChart3 aria-hidden="true" />
              View Leaderboard
            </Link>
          </Button>
        </>
      }
    />
  );
}

/**
 * /league-portfolio: the trading page on the user's portfolio in a friend league — the same components as
 * /portfolio. Ids 1 and 2 are the championships: their arenas; a replay event's league: its replay page. Without an
 * id: a picker of the user's leagues.
 */
export function LeaguePortfolioRoute() {
  const { user } = useCurrentUser();
  const timeZone = user?.timezone || detectTimezone();
  const leagueId = useLeagueId();
  const championship = leagueId === null ? null : championshipKindOf(leagueId);
  // A replay event's league trades at the replay's prices on its own page (ADR 025), not on the market's.
  const replays = useReplays();
  const replay = replays.data?.replays.find((r) => r.competitionId === leagueId);
  if (championship) return <Navigate to={CHAMPIONSHIP_INFO[championship].arenaHref} replace />;
  if (replay) return <Navigate to={paths.replay.getHref(replay.id)} replace />;
  // Its first answer is awaited (a failed one is not retried for this: the league page shows).
  if (leagueId !== null && replays.isPending && replays.failureCount === 0) return null;
  return (
    <>
      <title>League Portfolio — TradeArena</title>
      {leagueId === null ? (
        <LeaguePicker />
      ) : (
        <ArenaGate competitionId={leagueId} timeZone={timeZone}>
          {(league) => <LeagueTradingPage league={league} timeZone={timeZone} />}
        </ArenaGate>
      )}
    </>
  );
}
