import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Dashboard } from './dashboard.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('standard dashboard', () => {
  it('greets the user by username', () => {
    installFakeApi();
    signInAs({ username: 'ada' });
    renderWithApp(<Dashboard />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, ada!');
  });

  it("falls back to 'Warrior' without a user", async () => {
    const server = installFakeApi();
    server.on('GET /api/user', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
    renderWithApp(<Dashboard />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Warrior!');
  });

  it('offers the four Power Moves and shows the championships it is given', () => {
    installFakeApi();
    signInAs();
    renderWithApp(<Dashboard championships={<section aria-label="Championships" />} />, { path: '/dashboard' });
    const moves = screen.getByRole('region', { name: 'Power Moves' });
    expect(
      within(moves)
        .getAllByRole('link')
        .map((a) => [a.querySelector('span span')?.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Personal Portfolio', '/portfolio'],
      ['Global Leaderboard', '/leaderboard'],
      ['Achievements', '/achievements'],
      ['Competitions', '/competitions'],
    ]);
    expect(screen.getByRole('region', { name: 'Championships' })).toBeInTheDocument();
  });
});
