import { useParams } from 'react-router';
import { LeagueLeaderboardPage } from '@/features/competitions/components/league-leaderboard-page.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** /league-leaderboard/{leagueId}. */
export function LeagueLeaderboardRoute() {
  const { leagueId } = useParams();
  if (!leagueId || !/^\d{1,15}$/.test(leagueId)) return <NotFoundRoute />;
  return (
    <>
      <title>League Leaderboard — TradeArena</title>
      <LeagueLeaderboardPage leagueId={Number(leagueId)} />
    </>
  );
}
