import { screen, within } from '@testing-library/react';
import type { LeaderboardEntry } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeaderboardPage } from './leaderboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  username: `player${rank}`,
  level: 2,
  profitLoss: 1000 - rank,
  totalReturn: 1,
  winRate: 50,
  achievements: 3,
  isCurrentUser: false,
  elite: false,
  ...overrides,
});

describe('global leaderboard', () => {
  it('lists the top 10, Elite on the rows the server marks, and my row beyond them under Your Position', async () => {
    const server = installFakeApi();
    // Elite is a season's top 1 % (the server's mark), not today's rank: here the 2nd, 5th and 9th.
    const rows = Array.from({ length: 10 }, (_, i) => entry(i + 1, { elite: [2, 5, 9].includes(i + 1) }));
    server.on('GET /api/leaderboard', {
      body: [...rows, entry(42, { username: 'ada', isCurrentUser: true, profitLoss: -5 })],
      headers: { 'x-total-count': '300' },
    });
    renderWithApp(<LeaderboardPage />);
    const top = await screen.findByRole('list', { name: 'Top 10' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(10);
    const elite = screen.getAllByText('Elite');
    expect(elite).toHaveLength(3);
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => within(li).queryByText('Elite') !== null),
    ).toEqual(Array.from({ length: 10 }, (_, i) => [2, 5, 9].includes(i + 1)));
    expect(
      screen.getByText(/Elite: finished a championship season in the top 1 % of its ranked players/),
    ).toBeVisible();
    const mine = screen.getByRole('heading', { name: 'Your Position' }).parentElement!;
    expect(within(mine).getByText('ada')).toBeVisible();
    expect(within(mine).getByText('You')).toBeVisible();
    expect(within(mine).getByText('#42')).toBeVisible();
  });

  it('gives nobody Elite the server does not mark (not the podium, not everyone)', async () => {
    const server = installFakeApi();
    server.on('GET /api/leaderboard', {
      body: Array.from({ length: 3 }, (_, i) => entry(i + 1)),
      headers: { 'x-total-count': '3' },
    });
    renderWithApp(<LeaderboardPage />);
    await screen.findByText('player1');
    expect(screen.queryByText('Elite')).not.toBeInTheDocument();
  });
});
