import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLeague, signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CompetitionsRoute } from './competitions.tsx';

beforeEach(() => {
  signInAs();
});
afterEach(() => vi.unstubAllGlobals());

describe('My Leagues on the Trading Leagues page', () => {
  it('opens a replay event’s league on the replay page, any other league on its portfolio', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/user', {
      body: [buildLeague(), buildLeague({ id: 42, name: 'Mystery Day', inviteCode: null, isCreator: false })],
    });
    server.on('GET /api/replays', {
      body: {
        replays: [
          {
            id: 7,
            competitionId: 42,
            status: 'running',
            days: 1,
            minutesPerDay: 30,
            startsAt: '2026-11-22T15:00:00.000Z',
            endsAt: '2026-11-22T15:30:00.000Z',
            joined: true,
          },
        ],
      },
    });
    renderWithApp(<CompetitionsRoute />);
    // The whole page renders (championships too): more than the default second on a loaded machine.
    const link = await screen.findByRole('link', { name: 'Open Replay of Mystery Day' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', '/replays/7');
    expect(screen.getByRole('link', { name: 'Enter Portfolio of Lunch Traders' })).toHaveAttribute(
      'href',
      '/league-portfolio?league=5',
    );
  });
});
