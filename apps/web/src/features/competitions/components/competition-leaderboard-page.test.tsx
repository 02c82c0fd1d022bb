import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompetitionLeaderboard, CompetitionLeaderboardEntry } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CompetitionLeaderboardPage } from './competition-leaderboard-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const entry = (rank: number, overrides: Partial<CompetitionLeaderboardEntry> = {}): CompetitionLeaderboardEntry => ({
  userId: 100 + rank,
  displayName: `Trader ${rank}`,
  rank,
  totalTrades: 4,
  winRate: 50,
  totalReturn: 10 - rank,
  profitLoss: 10_000 - rank * 1000,
  prize: [5000, 3000, 2000][rank - 1] ?? 0,
  isYou: false,
  returnPct: 10 - rank,
  excessReturnPct: 8 - rank,
  volatilityPct: 12,
  score: 10 - rank,
  provisional: false,
  ...overrides,
});

function board(
  entries: CompetitionLeaderboardEntry[],
  you: CompetitionLeaderboardEntry | null,
): CompetitionLeaderboard {
  return {
    competitionId: 1,
    entries,
    you,
    prizeDistribution: [
      { place: 1, percent: 50, amount: 5000 },
      { place: 2, percent: 30, amount: 3000 },
      { place: 3, percent: 20, amount: 2000 },
    ],
    prizePool: 10_000,
    seasonNumber: 12,
    seasonEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
    participantCount: 45,
    rankedCount: 42,
    rankingMode: 'return',
    rankedBy: 'return',
  };
}

describe('championship leaderboard', () => {
  it('shows the official ranking mode and each row’s metrics; a switch views another order', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/1/leaderboard', (call) =>
      call.search === '?rank=risk_adjusted'
        ? { body: { ...board([entry(1, { score: 0.42, provisional: true })], null), rankedBy: 'risk_adjusted' } }
        : { body: board([entry(1), entry(2)], null) },
    );
    renderWithApp(<CompetitionLeaderboardPage competitionId={1} />);
    expect(await screen.findByTestId('ranking-mode')).toHaveTextContent(
      'Ranked by return (the championship’s official ranking).',
    );
    const list = await screen.findByRole('list', { name: 'Top 10' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'vs S&P 500 +7.00% · volatility 12.0% · score 9.00',
    );
    expect(screen.getByRole('button', { name: 'return' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'risk-adjusted return' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'risk-adjusted return' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('score 0.42 (provisional)');
    // The official mode is still the championship's.
    expect(screen.getByTestId('ranking-mode')).toHaveTextContent('Ranked by return');
  });

  it('lists the top 10, my own row below them when ranked beyond, and the prize distribution', async () => {
    const server = installFakeApi();
    const me = entry(42, { displayName: 'Ada', isYou: true, profitLoss: -250, totalReturn: -0.25 });
    const top = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    server.on('GET /api/competitions/1/leaderboard', { body: board([...top, me], me) });
    renderWithApp(<CompetitionLeaderboardPage competitionId={1} />);
    const list = await screen.findByRole('list', { name: 'Top 10' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).queryByText('Ada')).toBeNull();
    const mine = screen.getByRole('heading', { name: 'Your Position' }).parentElement!;
    expect(within(mine).getByText('Ada')).toBeVisible();
    expect(within(mine).getByText('You')).toBeVisible();
    expect(within(mine).getByText('#42')).toBeVisible();
    expect(within(mine).getByText('-$250.00')).toBeVisible();
    const prizes = screen.getByRole('region', { name: 'Prize Distribution' });
    expect(within(prizes).getByText('1st place')).toBeVisible();
    expect(within(prizes).getByText('$5,000.00')).toBeVisible();
    expect(within(prizes).getByText('$3,000.00')).toBeVisible();
    expect(within(prizes).getByText('$2,000.00')).toBeVisible();
    expect(screen.getByText('42 players ranked')).toBeVisible();
  });

  it('marks my row in the top 10 without repeating it, and moves my rank while open (polled every 15 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = installFakeApi();
    let rank = 4;
    server.on('GET /api/competitions/1/leaderboard', () => {
      const me = entry(rank, { displayName: 'Ada', isYou: true });
      const others = Array.from({ length: 5 }, (_, i) => entry(i + 1)).filter((e) => e.rank !== rank);
      return {
        body: board(
          [...others, me].sort((a, b) => a.rank - b.rank),
          me,
        ),
      };
    });
    renderWithApp(<CompetitionLeaderboardPage competitionId={1} />);
    const list = await screen.findByRole('list', { name: 'Top 10' });
    await waitFor(() => expect(within(list).getByText('Ada').closest('li')).toHaveAttribute('aria-current', 'true'));
    expect(within(list).getByText('Ada').closest('li')).toHaveTextContent('#4');
    expect(screen.queryByRole('heading', { name: 'Your Position' })).toBeNull();
    rank = 2;
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() =>
      expect(within(within(list).getByText('Ada').closest('li')!).getByLabelText('Rank 2')).toBeVisible(),
    );
  });

  it('offers a retry when the standings cannot be loaded', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/1/leaderboard', { status: 500, body: '' });
    renderWithApp(<CompetitionLeaderboardPage competitionId={1} />);
    expect(await screen.findByText('The leaderboard could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
