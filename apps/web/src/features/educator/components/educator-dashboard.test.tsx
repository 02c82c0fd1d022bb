import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { signInAs } from '@/test/builders.ts';
import { buildAnalytics, buildEducatorLeague } from '@/test/educator-builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EducatorDashboard } from './educator-dashboard.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve({ leagues = [buildEducatorLeague()], analytics = buildAnalytics() } = {}) {
  signInAs({ isEducator: true, firstName: 'Maria' });
  const server = installFakeApi();
  server.on('GET /api/educator/leagues', { body: leagues });
  server.on('GET /api/educator/analytics/all', { body: analytics });
  server.on('GET /api/educator/analytics/21', {
    body: buildAnalytics({ studentCount: 1, activeToday: 0, classAverage: null }),
  });
  server.on('GET /api/educator/assignments', { body: [] });
  server.on('GET /api/educator/activity', { body: [] });
  server.on('GET /api/educator/students', { body: [] });
  server.on('GET /api/leagues/21/stats', { body: [] });
  return server;
}

function renderDashboard() {
  return renderWithApp(
    <>
      <EducatorDashboard timeZone="UTC" />
      <Toaster />
    </>,
  );
}

describe('Educator dashboard', () => {
  it("shows the server's class figures in the four summary tabs", async () => {
    serve({ analytics: buildAnalytics({ activeLeagues: 3, studentCount: 42, classAverage: -1.5, activeToday: 17 }) });
    renderDashboard();
    const dl = await screen.findByLabelText('Class summary');
    const figure = (label: string) => within(dl).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(figure('Active Leagues')).toBe('3');
    expect(figure('Total Students')).toBe('42');
    expect(figure('Avg Performance')).toBe('-1.50%');
    expect(figure('Active Today')).toBe('17');
    expect(screen.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();
  });

  it("shows 'No data' for the average of a class without figures, and follows the class selector", async () => {
    const server = serve();
    renderDashboard();
    await screen.findByLabelText('Class summary');
    await userEvent.selectOptions(await screen.findByLabelText('Class'), '21');
    const dl = await screen.findByLabelText('Class summary');
    await within(dl).findByText('No data');
    expect(server.callsTo('GET /api/educator/analytics/21')).toHaveLength(1);
  });

  it("names students' shorts and covers in the recent activity", async () => {
    const server = serve();
    const trade = { leagueName: 'Period 3', quantity: 5, price: 180, executedAt: '2026-11-18T15:00:00.000Z' };
    server.on('GET /api/educator/activity', {
      body: [
        { ...trade, displayName: 'Grace', symbol: 'AAPL', side: 'short' },
        { ...trade, displayName: 'Alan', symbol: 'MSFT', side: 'cover' },
        { ...trade, displayName: 'Ada', symbol: 'TSLA', side: 'buy' },
      ],
    });
    renderDashboard();
    expect(await screen.findByText('sold short')).toBeVisible();
    expect(screen.getByText('covered')).toBeVisible();
    expect(screen.getByText('bought')).toBeVisible();
  });

  it('shows dividends and splits in the recent activity as the ledger reads them, with the cash they moved', async () => {
    const server = serve();
    const at = { leagueName: 'Period 3', executedAt: '2026-11-24T14:31:00.000Z' };
    server.on('GET /api/educator/activity', {
      body: [
        {
          ...at,
          displayName: 'Grace',
          symbol: 'KO',
          side: 'dividend',
          quantity: 100,
          price: 51,
          text: 'Dividend: 100 KO × $0.51',
        },
        {
          ...at,
          displayName: 'Alan',
          symbol: 'KO',
          side: 'dividend',
          quantity: -40,
          price: -20.4,
          text: 'Dividend charged on short: 40 KO × $0.51',
        },
        {
          ...at,
          displayName: 'Ada',
          symbol: 'MSFT',
          side: 'split',
          quantity: 22,
          price: 100,
          text: 'Split 3-for-2: 15 MSFT → 22 MSFT, cash in lieu $100.00',
        },
        { ...at, displayName: 'Ada', symbol: 'TSLA', side: 'buy', quantity: 5, price: 180 },
      ],
    });
    renderDashboard();
    const row = async (name: string) => (await screen.findByText(name)).closest('li');
    expect(await row('Dividend: 100 KO × $0.51')).toHaveTextContent('Grace Dividend: 100 KO × $0.51 · +$51.00');
    expect(await row('Dividend charged on short: 40 KO × $0.51')).toHaveTextContent(
      'Alan Dividend charged on short: 40 KO × $0.51 · −$20.40',
    );
    expect(await row('Split 3-for-2: 15 MSFT → 22 MSFT, cash in lieu $100.00')).toHaveTextContent('· +$100.00');
    expect(screen.getByText('bought')).toBeVisible();
  });

  it('shows the analytics card: top performer, most active, needs guidance with reasons, class average', async () => {
    serve();
    renderDashboard();
    expect(await screen.findByText('Grace · +7.25%')).toBeVisible();
    expect(screen.getByText('Alan · 4 trades today')).toBeVisible();
    expect(screen.getByText('1 student with high-risk trading')).toBeVisible();
    expect(screen.getByText(/Over 60% of the portfolio in one stock/)).toBeVisible();
  });

  it('shows each class against the S&P 500: share beating it, median excess, most concentrated', async () => {
    serve();
    renderDashboard();
    const row = await screen.findByLabelText('Period 3 Economics against the S&P 500');
    expect(row).toHaveTextContent('50% of 2 students beat the S&P 500 · median +1.25% vs the S&P 500');
    expect(row).toHaveTextContent('Most concentrated: Alan (72% in AAPL)');
  });

  it('shows the empty states: no leagues, no assignments, no activity, no students', async () => {
    serve({ leagues: [], analytics: buildAnalytics({ studentCount: 0, classAverage: null, topPerformer: null }) });
    renderDashboard();
    expect(await screen.findByText('No leagues yet')).toBeVisible();
    expect(await screen.findByText('No assignments yet')).toBeVisible();
    expect(await screen.findByText('No trading activity yet')).toBeVisible();
    expect(await screen.findByText('No students yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Students' }));
    expect(await within(screen.getByRole('dialog')).findByText('No students yet')).toBeVisible();
  });

  it('lists the class leagues with state, students out of the limit and invite code', async () => {
    serve({
      leagues: [
        buildEducatorLeague(),
        buildEducatorLeague({ id: 22, name: 'Open Class', maxParticipants: null, isCompleted: true, studentCount: 30 }),
      ],
    });
    renderDashboard();
    const card = await screen.findByRole('listitem', { name: 'Period 3 Economics' });
    expect(within(card).getByText('Active')).toBeVisible();
    expect(within(card).getByText('2 / 15')).toBeVisible();
    expect(within(card).getByText('CLS234')).toBeVisible();
    const done = screen.getByRole('listitem', { name: 'Open Class' });
    expect(within(done).getByText('Completed')).toBeVisible();
    expect(within(done).getByText('30 / Unlimited')).toBeVisible();
    expect(within(done).queryByRole('button', { name: 'End Open Class' })).toBeNull();
  });

  it('says when the analytics and the top performers could not be loaded, and loads them again on Try again', async () => {
    const server = serve();
    server.on('GET /api/educator/analytics/all', { status: 500, body: '' });
    server.on('GET /api/leagues/21/stats', { status: 500, body: '' });
    renderDashboard();
    expect(await screen.findByText('Analytics could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText('Loading analytics...')).toBeNull();
    expect(await screen.findByText('Failed to fetch stats', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText('No students yet')).toBeNull();
    server.on('GET /api/leagues/21/stats', {
      body: [
        {
          displayName: 'Grace',
          username: 'grace',
          portfolioValue: 107_250,
          totalReturn: 7_250,
          returnPercentage: 7.25,
          totalTrades: 3,
          winRate: 0.5,
          rank: 1,
        },
      ],
    });
    const topCard = screen.getByText('Failed to fetch stats').closest('[role="alert"]')?.parentElement;
    await userEvent.click(within(topCard as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+7.25%')).toBeVisible();
  });
});
