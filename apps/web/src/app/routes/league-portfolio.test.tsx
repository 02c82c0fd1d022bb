import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TradeActionResponse } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { paths } from '@/lib/paths.ts';
import {
  buildChampionship,
  buildLeague,
  buildPortfolio,
  buildPosition,
  buildQuote,
  signInAs,
} from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LeaguePortfolioRoute } from './league-portfolio.tsx';
import { WeeklyPortfolioRoute } from './weekly-portfolio.tsx';

beforeEach(() => {
  // No live stream in these tests: prices come from the quote call.
  vi.stubGlobal('WebSocket', undefined);
  signInAs({ timezone: 'America/New_York' });
});
afterEach(() => vi.unstubAllGlobals());

const quote = buildQuote({ open: 199, high: 201, low: 198 });

const tradeReply = (action: 'buy' | 'sell', symbol: string, shares: number, price: number): TradeActionResponse => ({
  success: true,
  message: 'ok',
  trade: {
    id: 9,
    symbol,
    action,
    shares,
    price,
    total: shares * price,
    realizedProfitLoss: 0,
    cashAfter: 88_000,
    executedAt: new Date().toISOString(),
  },
  portfolio: buildPortfolio({ cashBalance: 88_000 }),
  achievementsUnlocked: [],
});

/** A server with an open market, an AAPL quote and the user's portfolio in competition `id`. */
function serverFor(id: number) {
  const server = installFakeApi();
  server.on('GET /api/market/status', {
    body: {
      isOpen: true,
      session: 'regular',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      nextOpenAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  server.on('GET /api/stocks/quote/AAPL', { body: quote });
  const position = buildPosition({ symbol: 'MSFT', quantity: 12 });
  server.on(`GET /api/competition/${id}/portfolio`, {
    body: buildPortfolio({ totalValue: 101_234.5, cashBalance: 90_000, winRate: 50, positions: [position] }),
  });
  server.on(`GET /api/competition/${id}/positions`, { body: [position] });
  return server;
}

/** A replay event ("Mystery Day") the user plays, whose league is competition `competitionId`. */
const replayOf = (competitionId: number) => ({
  id: 7,
  competitionId,
  status: 'running',
  days: 1,
  minutesPerDay: 30,
  startsAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 1_800_000).toISOString(),
  joined: true,
});

describe('league portfolio', () => {
  it("trades in the league through the personal page's components: tiles, ticket, holdings, Quick Trade", async () => {
    const server = serverFor(5);
    server.on('GET /api/competitions/5', { body: buildLeague() });
    server.on('POST /api/trade-action', (call) => {
      const body = call.body as { action: 'buy' | 'sell'; symbol: string; shares: number };
      return { body: tradeReply(body.action, body.symbol, body.shares, 200) };
    });
    renderWithApp(
      <>
        <LeaguePortfolioRoute />
        <Toaster />
      </>,
      { path: '/league-portfolio?league=5', routePath: paths.leaguePortfolio.path },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunch Traders' })).toBeVisible();
    expect(await screen.findByText('$101,234.50')).toBeVisible();
    expect(screen.getByText('$90,000.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Leaderboard' })).toHaveAttribute('href', '/league-leaderboard/5');
    for (const s of ['AAPL', 'TSLA', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA', 'SPY'])
      expect(screen.getByRole('button', { name: s })).toBeVisible();
    expect(screen.getByRole('button', { name: '5M' })).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$200.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Buy' }));
    expect(await screen.findByText('Bought 1 AAPL')).toBeVisible();
    expect(server.callsTo('POST /api/trade-action')[0]?.body).toEqual({
      symbol: 'AAPL',
      action: 'buy',
      shares: 1,
      currentPrice: '200.00',
      portfolioType: 'league',
      competitionId: 5,
    });

    await userEvent.click(screen.getByRole('tab', { name: /Holdings/ }));
    const [quick] = await screen.findAllByRole('button', { name: 'Quick Trade MSFT' });
    await userEvent.click(quick!);
    const dialog = screen.getByRole('dialog', { name: 'Quick Trade MSFT' });
    expect(within(dialog).getByRole('radio', { name: 'Sell' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Buy' }));
    const quantity = within(dialog).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12345678');
    expect(quantity).toHaveValue('999999');
  });

  it("lets the league's creator switch short selling off: the ticket loses Short and says why", async () => {
    const server = serverFor(5);
    let league = buildLeague();
    server.on('GET /api/competitions/5', () => ({ body: league }));
    server.on('PATCH /api/leagues/5/settings', (call) => {
      league = { ...league, ...(call.body as { shortSellingAllowed: boolean }) };
      return { body: { success: true, message: 'League settings saved.', league } };
    });
    renderWithApp(
      <>
        <LeaguePortfolioRoute />
        <Toaster />
      </>,
      { path: '/league-portfolio/5', routePath: paths.leaguePortfolio.path },
    );
    const toggle = await screen.findByRole('switch', { name: 'Allow short selling' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Short' })).toBeVisible();
    await userEvent.click(toggle);
    expect(await screen.findByText('League settings saved.')).toBeVisible();
    expect(server.callsTo('PATCH /api/leagues/5/settings')[0]?.body).toEqual({ shortSellingAllowed: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Short' })).toBeNull());
    expect(screen.getByRole('switch', { name: 'Allow short selling' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Short selling is switched off in this league.')).toBeVisible();
  });

  it("shows the server's refusal of a settings change, and no switch to a player who did not create the league", async () => {
    const server = serverFor(5);
    server.on('GET /api/competitions/5', { body: buildLeague() });
    server.on('PATCH /api/leagues/5/settings', {
      status: 403,
      body: {
        error: 'Only the creator can change settings',
        message: 'Only the creator can change settings',
        code: 'LEAGUE_NOT_CREATOR',
      },
    });
    const { unmount } = renderWithApp(
      <>
        <LeaguePortfolioRoute />
        <Toaster />
      </>,
      { path: '/league-portfolio/5', routePath: paths.leaguePortfolio.path },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Allow short selling' }));
    expect(await screen.findByText('Settings not saved')).toBeVisible();
    expect(screen.getByText('Only the creator can change settings')).toBeVisible();
    unmount();
    server.on('GET /api/competitions/6', {
      body: buildLeague({ id: 6, isCreator: false, shortSellingAllowed: false }),
    });
    server.on('GET /api/competition/6/portfolio', { body: buildPortfolio() });
    server.on('GET /api/competition/6/positions', { body: [] });
    renderWithApp(<LeaguePortfolioRoute />, { path: '/league-portfolio/6', routePath: paths.leaguePortfolio.path });
    expect(await screen.findByText('Short selling is switched off in this league.')).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('sends a replay event’s player to the replay page, not the market’s trading page', async () => {
    const server = serverFor(42);
    server.on('GET /api/competitions/42', { body: buildLeague({ id: 42, name: 'Mystery Day' }) });
    server.on('GET /api/replays', { body: { replays: [replayOf(42)] } });
    renderWithApp(<LeaguePortfolioRoute />, { path: '/league-portfolio/42', routePath: paths.leaguePortfolio.path });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/replays/7'));
    expect(server.callsTo('GET /api/stocks/quote/AAPL')).toEqual([]);
  });

  it('shows the countdown and no trading while the league waits to start', async () => {
    const server = serverFor(5);
    const startsAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    server.on('GET /api/competitions/5', {
      body: buildLeague({ isPendingStart: true, isActive: false, scheduledStartDate: startsAt }),
    });
    renderWithApp(<LeaguePortfolioRoute />, { path: '/league-portfolio/5', routePath: paths.leaguePortfolio.path });
    expect(await screen.findByText(/has not started yet/)).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^2h 59m|^3h 00m/);
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(server.callsTo('GET /api/competition/5/portfolio')).toHaveLength(0);
  });

  it('points a completed league to its final standings', async () => {
    const server = serverFor(5);
    server.on('GET /api/competitions/5', { body: buildLeague({ isCompleted: true, isActive: false }) });
    renderWithApp(<LeaguePortfolioRoute />, {
      path: '/league-portfolio?leagueId=5',
      routePath: paths.leaguePortfolio.path,
    });
    expect(await screen.findByRole('heading', { name: 'Lunch Traders has ended' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Final Standings' })).toHaveAttribute('href', '/league-leaderboard/5');
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it('offers the leagues to choose from when no league id is given', async () => {
    const server = installFakeApi();
    server.on('GET /api/user/leagues', {
      body: [
        { id: 5, name: 'Lunch Traders', isCompleted: false, isPendingStart: false, isCreator: true, isPrivate: true },
        { id: 6, name: 'Old League', isCompleted: true, isPendingStart: false, isCreator: false, isPrivate: true },
      ],
    });
    renderWithApp(<LeaguePortfolioRoute />, { path: '/league-portfolio', routePath: paths.leaguePortfolio.path });
    const list = await screen.findByRole('list', { name: 'Your leagues' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/league-portfolio?league=5']);
  });
});

describe('championship arena', () => {
  it('asks to join first, then trades through the championship call with at most 9,999 shares', async () => {
    const server = serverFor(1);
    server.on('GET /api/competitions/1', { body: buildChampionship() });
    let joined = false;
    server.on('GET /api/competition/1/participation', () => ({
      body: { isParticipating: joined, canRejoin: false },
    }));
    server.on('POST /api/competition/1/join', () => {
      joined = true;
      return {
        status: 201,
        body: { success: true, message: 'ok', competition: buildChampionship({ isParticipant: true }) },
      };
    });
    server.on('POST /api/competition/1/trade', { body: tradeReply('buy', 'AAPL', 3, 200) });
    renderWithApp(
      <>
        <WeeklyPortfolioRoute />
        <Toaster />
      </>,
      { path: '/weekly-portfolio' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Championship Arena' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Leaderboard' })).toHaveAttribute(
      'href',
      '/competitions/1/leaderboard',
    );
    const quantity = screen.getByLabelText('Quantity (shares)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '123456');
    expect(quantity).toHaveValue('9999');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$200.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Buy' }));
    expect(await screen.findByText('Bought 3 AAPL')).toBeVisible();
    expect(server.callsTo('POST /api/competition/1/trade')[0]?.body).toEqual({
      symbol: 'AAPL',
      side: 'buy',
      quantity: 3,
      price: '200.00',
      totalValue: '600.00',
    });
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('sends /league-portfolio?league=1 to the weekly arena', async () => {
    installFakeApi();
    renderWithApp(<LeaguePortfolioRoute />, {
      path: '/league-portfolio?league=1',
      routePath: paths.leaguePortfolio.path,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/weekly-portfolio'));
  });
});
