import { screen } from '@testing-library/react';
import type { LeaderboardEntry } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { AchievementsPage, type AchievementsPageProps } from './achievements-page.tsx';

const me = (rank: number): LeaderboardEntry => ({
  rank,
  username: 'ada',
  level: 1,
  profitLoss: -10,
  totalReturn: 0,
  winRate: 0,
  achievements: 1,
  isCurrentUser: true,
  elite: false,
});

function renderPage(props: Partial<AchievementsPageProps>) {
  return renderWithApp(
    <AchievementsPage
      achievements={[]}
      portfolio={undefined}
      trades={[]}
      myEntry={undefined}
      totalPlayers={null}
      isLoading={false}
      {...props}
    />,
  );
}

describe('achievements page', () => {
  it('summarises unlocked, total, percent complete and XP, and marks each card locked or unlocked', () => {
    renderPage({
      achievements: [
        {
          id: 1,
          name: 'First Trade',
          description: 'Execute your first trade',
          xp: 100,
          unlockedAt: '2026-11-20T15:00:00.000Z',
        },
      ],
    });
    expect(screen.getByText('10%')).toBeVisible();
    expect(screen.getByText('First Trade').closest('li')).toHaveAccessibleName('First Trade: unlocked');
    expect(screen.getByText('Market Legend').closest('li')).toHaveAccessibleName('Market Legend: locked');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('shows the danger-zone banner only in the bottom 3', () => {
    const { unmount } = renderPage({ myEntry: me(4), totalPlayers: 6 });
    expect(screen.getByText('Danger Zone')).toBeVisible();
    unmount();
    renderPage({ myEntry: me(1), totalPlayers: 1 });
    expect(screen.queryByText('Danger Zone')).toBeNull();
    expect(screen.getByText('#1')).toBeVisible();
  });
});
