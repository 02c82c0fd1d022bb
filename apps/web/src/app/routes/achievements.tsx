import { LEADERBOARD_TOP } from '@tradearena/contracts';
import { useRecentTrades } from '@/features/achievements/api/get-trades.ts';
import { useUserAchievements } from '@/features/achievements/api/get-user-achievements.ts';
import { AchievementsPage } from '@/features/achievements/components/achievements-page.tsx';
import { useLeaderboard } from '@/features/leaderboard/api/get-leaderboard.ts';
import { usePortfolio } from '@/features/portfolio/api/get-portfolio.ts';

/**
 * /achievements: the achievements feature fed with the portfolio and leaderboard standing. The number of ranked
 * players is known when everyone fits in the top 10.
 */
export function AchievementsRoute() {
  const achievements = useUserAchievements();
  const portfolio = usePortfolio();
  const leaderboard = useLeaderboard();
  const trades = useRecentTrades();
  const entries = leaderboard.data ?? [];
  const top = entries.filter((e) => e.rank <= LEADERBOARD_TOP);
  const totalPlayers = leaderboard.data && top.length < LEADERBOARD_TOP ? top.length : null;
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
