import { LEADERBOARD_TOP } from '@tradearena/contracts';
import { useRecentTrades } from '@/features/achievements/api/get-trades.ts';
import { useUserAchievements } from '@/features/achievements/api/get-user-achievements.ts';
import { AchievementsPage } from '@/features/achievements/components/achievements-page.tsx';
import { useLeaderboard } from '@/features/leaderboard/api/get-leaderboard.ts';
import { usePortfolio } from '@/features/portfolio/api/get-portfolio.ts';

/** /achievements: the achievements feature fed with the portfolio and the leaderboard standing. */
export function AchievementsRoute() {
  const achievements = useUserAchievements();
  const portfolio = usePortfolio();
  const leaderboard = useLeaderboard();
  const trades = useRecentTrades();
  const entries = leaderboard.data?.entries ?? [];
  const top = entries.filter((e) => e.rank <= LEADERBOARD_TOP);
  // From the server's count; without it, known only when every ranked player fits in the top 10.
  const totalPlayers =
    leaderboard.data?.totalPlayers ?? (leaderboard.data && top.length < LEADERBOARD_TOP ? top.length : null);
  return (
    <>
      <title>Achievements — TradeArena</title>
      <AchievementsPage
        achievements={achievements.data}
        portfolio={portfolio.data}
        trades={trades.data?.trades}
        myEntry={entries.find((e) => e.isCurrentUser)}
        totalPlayers={totalPlayers}
        isLoading={achievements.isPending}
      />
    </>
  );
}
