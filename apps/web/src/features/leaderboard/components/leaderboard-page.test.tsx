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
  ...overrides,
});

describe('global leaderboard', () => {
  it('lists the top 10 with Elite badges and shows my row beyond them under Your Position', async () => {
    const server = installFakeApi();
    const rows = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    server.on('GET /api/leaderboard', {
      body: [...rows, entry(42, { username: 'ada', isCurrentUser: true, profitLoss: -5 })],
    });
    renderWithApp(<LeaderboardPage />);
    const top = await screen.findByRole('list', { name: 'Top 10' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText('Elite')).toHaveLength(3);
    const mine = screen.getByRole('heading', { name: 'Your Position' }).parentElement!;
    expect(within(mine).getByText('ada')).toBeVisible();
    expect(within(mine).getByText('You')).toBeVisible();
    expect(within(mine).getByText('#42')).toBeVisible();
  });
});
