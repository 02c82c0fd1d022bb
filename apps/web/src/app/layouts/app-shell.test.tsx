import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPETITION_ID, replayDetail } from '@/features/replay/components/replay-test-kit.ts';
import { buildLeague, buildPortfolio, signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AppShell } from './app-shell.tsx';

beforeEach(() => {
  vi.stubGlobal('WebSocket', undefined);
  signInAs();
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The player's personal portfolio is worth $123,456.78 and their portfolio in the replay event (id 7, competition
 * COMPETITION_ID, listed among their leagues as 'Mystery Day') $101,234.50.
 */
function serve(joined = true) {
  const server = installFakeApi();
  server.on('GET /api/portfolio', { body: buildPortfolio({ totalValue: 123_456.78 }) });
  server.on('GET /api/replays/7', { body: { replay: replayDetail({ joined }) } });
  server.on(`GET /api/competition/${COMPETITION_ID}/portfolio`, { body: buildPortfolio({ totalValue: 101_234.5 }) });
  server.on('GET /api/competitions', { body: [] });
  server.on('GET /api/user/leagues', {
    body: joined ? [buildLeague({ id: COMPETITION_ID, name: 'Mystery Day', isParticipant: true })] : [],
  });
  return server;
}

const header = () => screen.getByRole('banner');

describe('the header’s portfolio', () => {
  it('is the personal portfolio on the other pages', async () => {
    serve();
    renderWithApp(<AppShell />, { path: '/dashboard' });
    await waitFor(() => expect(within(header()).getByTitle('Portfolio value')).toHaveTextContent('$123,456.78'));
  });

  it('is the replay’s portfolio on a replay page, named by the event and never by a date', async () => {
    serve();
    renderWithApp(<AppShell />, { path: '/replays/7' });
    const chip = () => within(header()).getByTitle('Portfolio value');
    await waitFor(() => expect(chip()).toHaveTextContent('Mystery Day$101,234.50'));
    expect(header()).not.toHaveTextContent('$123,456.78');
    expect(header().textContent).not.toMatch(/\b(19|20)\d\d\b/);
    // The switcher (the personal portfolio and the event) knows the event is the one open.
    await waitFor(() => expect(chip()).toHaveAttribute('aria-haspopup', 'menu'));
    await userEvent.click(chip());
    expect(await screen.findByRole('menuitem', { name: 'Mystery Day' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown on a replay page the player does not play', async () => {
    const server = serve(false);
    renderWithApp(<AppShell />, { path: '/replays/7' });
    await waitFor(() => expect(server.callsTo('GET /api/replays/7')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /api/portfolio')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(header()).queryByTitle('Portfolio value')).not.toBeInTheDocument();
    expect(header()).not.toHaveTextContent('$');
    expect(server.callsTo(`GET /api/competition/${COMPETITION_ID}/portfolio`)).toHaveLength(0);
  });
});
