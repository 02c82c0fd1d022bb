import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { competitionLeaderboardQueryKey } from '@/features/competitions/api/get-competition-leaderboard.ts';
import { ArenaGate } from '@/features/competitions/components/arena-gate.tsx';
import { CHAMPIONSHIP_INFO, type ChampionshipKind } from '@/features/competitions/lib/championship-info.ts';
import { TradingPage } from '@/features/portfolio/components/trading-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';

/**
 * /weekly-portfolio and /monthly-portfolio: the arena of championship 1 or 2 (docs/product/competitions.md#championships) — the trading page of
 * /portfolio on the user's portfolio for the current season, once joined (Join Tournament until then).
 */
export function ChampionshipPortfolioRoute({ kind }: { kind: ChampionshipKind }) {
  const { user } = useCurrentUser();
  const timeZone = user?.timezone || detectTimezone();
  const info = CHAMPIONSHIP_INFO[kind];
  const context = useMemo(
    () => competitionTradingContext(info.id, 'championship', [competitionLeaderboardQueryKey(info.id)]),
    [info.id],
  );
  return (
    <>
      <title>{`${info.name} — TradeArena`}</title>
      <ArenaGate competitionId={info.id} timeZone={timeZone}>
        {() => (
          <TradingPage
            timeZone={timeZone}
            context={context}
            title={`${info.name} Arena`}
            back={{ to: paths.competitions.getHref(), label: 'Back to Trading Leagues' }}
            actions={
              <Button asChild variant="outline">
                <Link to={info.leaderboardHref}>
                  <BarChart3 aria-hidden="true" />
                  View Leaderboard
                </Link>
              </Button>
            }
          />
        )}
      </ArenaGate>
    </>
  );
}
