import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeagueHistoryItem } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeagueHistoryPage } from './league-history-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const item: LeagueHistoryItem = {
  id: 5,
  competitionName: 'Lunch Traders',
  seasonNumber: null,
  totalParticipants: 3,
  endDate: '2026-04-01T18:30:00.000Z',
  createdByUserId: 7,
  finalStandings: [
    { userId: 8, displayName: 'Grace', totalReturn: 4.5, rank: 1, isYou: false },
    { userId: 9, displayName: 'Linus', totalReturn: -2, rank: 3, isYou: false },
    { userId: 7, displayName: 'Ada', totalReturn: 1.25, rank: 2, isYou: true },
  ],
};

describe('league history', () => {
  it('lists completed leagues and shows their final standings with me marked You', async () => {
    const server = installFakeApi();
    server.on('GET /api/leagues/history', { body: [item] });
    renderWithApp(<LeagueHistoryPage timeZone="America/Chicago" />);
    const list = await screen.findByRole('list', { name: 'Completed leagues' });
    expect(within(list).getByText('Lunch Traders')).toBeVisible();
    expect(within(list).getByText('3 players · Ended Apr 1, 2026')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Final Standings of Lunch Traders' }));
    const standings = within(screen.getByRole('dialog', { name: 'Final Standings' })).getByRole('list');
    const rows = within(standings).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Grace+4.50%', 'AdaYou+1.25%', 'Linus-2.00%']);
    expect(within(rows[2]!).getByLabelText('Rank 3')).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });

  it('links to the Trading Leagues page when there is no history yet', async () => {
    const server = installFakeApi();
    server.on('GET /api/leagues/history', { body: [] });
    renderWithApp(<LeagueHistoryPage timeZone="UTC" />);
    expect(await screen.findByText('No completed leagues yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Trading Leagues' })).toHaveAttribute('href', '/competitions');
  });
});
