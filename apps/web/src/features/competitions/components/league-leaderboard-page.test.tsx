import { screen, within } from '@testing-library/react';
import type { LeagueLeaderboardRow } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLeague } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeagueLeaderboardPage } from './league-leaderboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (rank: number, overrides: Partial<LeagueLeaderboardRow> = {}): LeagueLeaderboardRow => ({
  rank,
  userId: rank,
  displayName: `Player ${rank}`,
  username: `player${rank}`,
  profitLoss: 500 - rank * 200,
  returnPercent: 0.5 - rank * 0.2,
  totalValue: 100_500 - rank * 200,
  isYou: false,
  returnPct: 0.5 - rank * 0.2,
  excessReturnPct: 0.1 - rank * 0.2,
  volatilityPct: 12,
  score: 0.5 - rank * 0.2,
  provisional: false,
  ...overrides,
});

describe('league leaderboard', () => {
  it('lists every participant with profit/loss and return, and my position as a badge', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/5', { body: buildLeague() });
    server.on('GET /api/leagues/5/leaderboard', {
      body: [
        row(1),
        row(2, { displayName: 'Ada', isYou: true }),
        row(3),
        row(4),
        row(5),
        row(6),
        row(7),
        row(8),
        row(9),
        row(10),
        row(11),
        row(12),
      ],
    });
    renderWithApp(<LeagueLeaderboardPage leagueId={5} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunch Traders Leaderboard' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Standings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByTestId('your-position')).toHaveTextContent('Your position: #2 of 12');
    const mine = within(list).getByText('Ada').closest('li')!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('+$100.00');
    expect(within(list).getByText('player12', { exact: false }).closest('li')).toHaveTextContent('-$1,900.00');
  });
});
