import { useParams } from 'react-router';
import { CompetitionLeaderboardPage } from '@/features/competitions/components/competition-leaderboard-page.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** /competitions/{id}/leaderboard: a championship's standings. */
export function CompetitionLeaderboardRoute() {
  const { id } = useParams();
  if (!id || !/^\d{1,15}$/.test(id)) return <NotFoundRoute />;
  return (
    <>
      <title>Championship Leaderboard — TradeArena</title>
      <CompetitionLeaderboardPage competitionId={Number(id)} />
    </>
  );
}
