import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildChampionship } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ChampionshipCard } from './championship-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('championship card', () => {
  it('joins the tournament, then offers Enter Arena', async () => {
    const server = installFakeApi();
    const seasonEndsAt = new Date(Date.now() + ((2 * 24 + 14) * 60 + 30) * 60_000).toISOString();
    const weekly = buildChampionship({ seasonEndsAt });
    server.on('GET /api/competitions/1', { body: weekly });
    server.on('GET /api/competition/1/participation', { body: { isParticipating: false, canRejoin: true } });
    server.on('POST /api/competition/1/join', {
      status: 201,
      body: { success: true, message: 'joined', competition: { ...weekly, isParticipant: true } },
    });
    renderWithApp(
      <>
        <ul>
          <ChampionshipCard kind="weekly" />
        </ul>
        <Toaster />
      </>,
    );
    expect(await screen.findByText('2d 14h')).toBeVisible();
    expect(screen.getByText('$10,000')).toBeVisible();
    expect(screen.getByText(/Season 12 · 40 players/)).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText("Success! You've joined the championship. Good luck!")).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Enter Arena' })).toHaveAttribute('href', '/weekly-portfolio');
    expect(screen.queryByRole('button', { name: 'Join Tournament' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Weekly Championship leaderboard' })).toHaveAttribute(
      'href',
      '/competitions/1/leaderboard',
    );
  });

  it('shows Enter Arena at once to a player of the current season', async () => {
    const server = installFakeApi();
    server.on('GET /api/competition/2/participation', { body: { isParticipating: true, canRejoin: false } });
    renderWithApp(
      <ul>
        <ChampionshipCard kind="monthly" />
      </ul>,
    );
    expect(await screen.findByRole('link', { name: 'Enter Arena' })).toHaveAttribute('href', '/monthly-portfolio');
    expect(screen.getByText('$50,000')).toBeVisible();
  });

  it('says Failed to join competition when the join is refused without a message', async () => {
    const server = installFakeApi();
    server.on('GET /api/competition/1/participation', { body: { isParticipating: false, canRejoin: false } });
    server.on('POST /api/competition/1/join', { status: 500, body: '' });
    renderWithApp(
      <>
        <ul>
          <ChampionshipCard kind="weekly" />
        </ul>
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText('Failed to join competition. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join Tournament' })).toBeVisible();
  });
});
