import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('shows the official ranking mode and the metric of each row; a switch views another order', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/5', { body: buildLeague({ rankingMode: 'excess' }) });
    server.on('GET /api/leagues/5/leaderboard', (call) =>
      call.search === '?rank=risk_adjusted'
        ? { body: [row(1, { displayName: 'Calm', score: 0.4, provisional: true }), row(2, { displayName: 'Wild' })] }
        : { body: [row(1, { displayName: 'Wild', excessReturnPct: 3.5 }), row(2, { displayName: 'Calm' })] },
    );
    renderWithApp(<LeagueLeaderboardPage leagueId={5} />);
    expect(await screen.findByTestId('ranking-mode')).toHaveTextContent(
      'Ranked by return above the S&P 500 (the league’s official ranking).',
    );
    const list = await screen.findByRole('list', { name: 'Standings' });
    expect(within(list).getByText('Wild').closest('li')).toHaveTextContent('vs S&P 500 +3.50%');
    await userEvent.click(screen.getByRole('button', { name: 'risk-adjusted return' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Standings' })).getAllByRole('listitem')[0]).toHaveTextContent(
        'Calm',
      ),
    );
    expect(screen.getByText('Calm').closest('li')).toHaveTextContent('score 0.40 (provisional)');
    expect(screen.getByRole('button', { name: 'risk-adjusted return' })).toHaveAttribute('aria-pressed', 'true');
  });
});
