import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLeague } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CompetitionsPage } from './competitions-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Trading Leagues page', () => {
  it('shows the empty state without leagues, the public tournaments and a back link', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/user', { body: [] });
    renderWithApp(<CompetitionsPage timeZone="UTC" />);
    expect(await screen.findByText('No leagues yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { name: 'Public Tournaments' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Weekly Championship' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Monthly Championship' })).toBeVisible();
  });

  it('lists my leagues, and offers a retry when they cannot be loaded', async () => {
    const server = installFakeApi();
    server.on('GET /api/competitions/user', { body: [buildLeague()] });
    const { unmount } = renderWithApp(<CompetitionsPage timeZone="UTC" />);
    expect(await screen.findByRole('heading', { name: 'Lunch Traders' })).toBeVisible();
    unmount();
    server.on('GET /api/competitions/user', { status: 500, body: '' });
    renderWithApp(<CompetitionsPage timeZone="UTC" />);
    expect(await screen.findByText('Your leagues could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  });
});
