import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountOverview as Overview } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AccountOverview } from './account-overview.tsx';

afterEach(() => vi.unstubAllGlobals());

const overview: Overview = {
  memberSince: '2026-03-15T15:00:00.000Z',
  experience: 1_350,
  level: 4,
  levelStartExperience: 900,
  nextLevelExperience: 1_600,
  totalTrades: 1_234,
  achievementsUnlocked: 6,
  achievementsTotal: 10,
  leaguesPlayed: 3,
  championshipsPlayed: 5,
};

const row = (label: string) => screen.getByText(label).closest('div');

describe('the settings account overview', () => {
  it('shows member since, level and XP, trades, achievements, leagues and championships played', async () => {
    const api = installFakeApi();
    api.on('GET /api/user/overview', { body: overview });
    renderWithApp(<AccountOverview user={buildUser({ username: 'ada' })} timeZone="America/Chicago" />);
    expect(await screen.findByText('Level 4')).toBeInTheDocument();
    expect(screen.getByText('1,350 XP')).toBeInTheDocument();
    expect(screen.getByText('250 XP to level 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to level 5' })).toHaveAttribute('aria-valuenow', '1350');
    expect(row('Member since')).toHaveTextContent('Mar 15, 2026');
    expect(row('Trades')).toHaveTextContent('1,234');
    expect(row('Achievements')).toHaveTextContent('6 of 10');
    expect(row('Leagues played')).toHaveTextContent('3');
    expect(row('Championships played')).toHaveTextContent('5');
    expect(row('Username')).toHaveTextContent('ada');
    expect(row('Account type')).toHaveTextContent('Player');
  });

  it('shows who the account is while the figures load', () => {
    const api = installFakeApi();
    api.on('GET /api/user/overview', () => new Promise<never>(() => {}));
    renderWithApp(<AccountOverview user={buildUser({ isEducator: true })} timeZone="UTC" />);
    expect(row('Member since')).toHaveTextContent('Jan 15, 2026');
    expect(row('Account type')).toHaveTextContent('Educator');
    expect(screen.getByRole('status', { name: 'Loading your statistics' })).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded, and shows them once they can', async () => {
    const api = installFakeApi();
    let fail = true;
    api.on('GET /api/user/overview', () => (fail ? errorReply(503, 'Unavailable') : { body: overview }));
    renderWithApp(<AccountOverview user={buildUser()} timeZone="UTC" />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(screen.getByText('Your statistics could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Level 4')).toBeInTheDocument();
  });
});
