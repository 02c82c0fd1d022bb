import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Competition } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeagueCard } from './league-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderCard(league: Competition) {
  return renderWithApp(
    <>
      <ul>
        <LeagueCard league={league} timeZone="America/New_York" />
      </ul>
      <Toaster />
    </>,
  );
}

describe('My Leagues card', () => {
  it('links Enter Portfolio and Leaderboard to the league', () => {
    installFakeApi();
    renderCard(buildLeague());
    expect(screen.getByRole('link', { name: 'Enter Portfolio of Lunch Traders' })).toHaveAttribute(
      'href',
      '/league-portfolio?league=5',
    );
    expect(screen.getByRole('link', { name: 'Leaderboard of Lunch Traders' })).toHaveAttribute(
      'href',
      '/league-leaderboard/5',
    );
    expect(screen.getByText('2 / 12 players')).toBeVisible();
    expect(screen.getByText('ABC234')).toBeVisible();
  });

  it('offers End only to the creator and only while the league is not completed', () => {
    installFakeApi();
    const { unmount } = renderCard(buildLeague({ isCreator: false }));
    expect(screen.queryByRole('button', { name: 'End Lunch Traders' })).toBeNull();
    unmount();
    const second = renderCard(buildLeague({ isCompleted: true, isActive: false }));
    expect(screen.queryByRole('button', { name: 'End Lunch Traders' })).toBeNull();
    second.unmount();
    renderCard(buildLeague());
    expect(screen.getByRole('button', { name: 'End Lunch Traders' })).toBeVisible();
  });

  it('ends the league after the End League Early? confirmation', async () => {
    const server = installFakeApi();
    server.on('POST /api/leagues/5/end', {
      body: { success: true, message: 'League Ended', league: buildLeague({ isCompleted: true }) },
    });
    renderCard(buildLeague());
    await userEvent.click(screen.getByRole('button', { name: 'End Lunch Traders' }));
    const dialog = screen.getByRole('dialog', { name: 'End League Early?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /api/leagues/5/end')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'End Lunch Traders' }));
    await userEvent.click(screen.getByRole('button', { name: 'End League' }));
    expect(await screen.findByText('League Ended')).toBeVisible();
    expect(server.callsTo('POST /api/leagues/5/end')[0]?.body).toEqual({});
  });

  it("shows the server's reason when ending is refused, else that only the creator can end it", async () => {
    const server = installFakeApi();
    server.on('POST /api/leagues/5/end', { status: 403, body: '' });
    renderCard(buildLeague());
    await userEvent.click(screen.getByRole('button', { name: 'End Lunch Traders' }));
    await userEvent.click(screen.getByRole('button', { name: 'End League' }));
    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByText('Failed to end league. Only the creator can end a league early.')).toBeVisible();
    server.on('POST /api/leagues/5/end', errorReply(409, 'This league has ended.', 'LEAGUE_COMPLETED'));
    await userEvent.click(screen.getByRole('button', { name: 'End League' }));
    expect(await screen.findByText('This league has ended.')).toBeVisible();
  });

  it('disables Enter Portfolio while the league waits to start and counts down to the start', () => {
    installFakeApi();
    const startsAt = new Date(Date.now() + (26 * 60 + 5) * 60_000).toISOString();
    renderCard(buildLeague({ isPendingStart: true, isActive: false, scheduledStartDate: startsAt }));
    expect(screen.getByRole('button', { name: 'Enter Portfolio' })).toBeDisabled();
    expect(screen.getByText('Waiting to start')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('1d 2h');
  });
});
