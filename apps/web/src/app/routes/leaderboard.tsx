import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page.tsx';

export function LeaderboardRoute() {
  return (
    <>
      <title>Global Leaderboard — TradeArena</title>
      <LeaderboardPage />
    </>
  );
}
