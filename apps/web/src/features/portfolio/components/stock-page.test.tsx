import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockProfile } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_MARKET_NOTE } from '@/components/simulated-market.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';
import {
  buildOrder,
  buildPortfolio,
  buildPosition,
  buildQuote,
  buildScreenerStock,
  signInAs,
} from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { StockPage } from './stock-page.tsx';

beforeEach(() => {
  vi.stubGlobal('WebSocket', undefined);
  signInAs();
});
afterEach(() => vi.unstubAllGlobals());

const profile = (overrides: Partial<StockProfile> = {}): StockProfile => ({
  ...buildScreenerStock({ symbol: 'NVDA', name: 'NVIDIA Corporation', price: 180, volume: 1_500_000, beta: 1.8 }),
  description: 'Makes software, computers, chips or the networks that connect them.',
  fundamentals: null,
  marketCap: null,
  peRatio: null,
  dividendYield: null,
  expenseRatioPct: null,
  topHoldings: [],
  news: [
    {
      id: 'n1',
      category: 'technology',
      categories: ['technology'],
      sentiment: 'Positive',
      title: 'NVIDIA ships a new chip',
      source: 'TradeArena Wire',
      time_published: '20261120T150000',
      url: 'https://example.com/n1',
      summary: 'Orders rose.',
      tickers: ['NVDA'],
      simulated: true,
    },
  ],
  ...overrides,
});

function serve(watched: string[] = [], overrides: Partial<StockProfile> = {}) {
  const server = installFakeApi();
  let symbols = [...watched];
  server.on('GET /api/stocks/profile/NVDA', { body: profile(overrides) });
  server.on('GET /api/stocks/quote/NVDA', {
    body: buildQuote({ symbol: 'NVDA', name: 'NVIDIA Corporation', price: 180 }),
  });
  server.on('GET /api/portfolio', { body: buildPortfolio() });
  server.on('GET /api/positions', {
    body: [buildPosition({ symbol: 'NVDA', quantity: 3, averagePrice: 170 }), buildPosition({ symbol: 'AAPL' })],
  });
  server.on('GET /api/orders', {
    body: [buildOrder({ id: 7, symbol: 'NVDA', limitPrice: 150 }), buildOrder({ id: 8, symbol: 'AAPL' })],
  });
  server.on('GET /api/watchlist', () => ({ body: { symbols } }));
  server.on('POST /api/watchlist', (call) => {
    symbols = [...symbols, (call.body as { symbol: string }).symbol];
    return { body: { symbols } };
  });
  server.on('DELETE /api/watchlist/NVDA', () => {
    symbols = symbols.filter((s) => s !== 'NVDA');
    return { body: { symbols } };
  });
  return server;
}

/** The shown value of each key figure of the section, by its label. */
const figureValues = (figures: HTMLElement) => (label: string) =>
  within(figures).getByText(label).nextElementSibling?.textContent;

const renderPage = () => renderWithApp(<StockPage symbol="NVDA" timeZone="America/New_York" />);

describe('stock page', () => {
  it('shows the profile, every key figure explained with — where no source says, the news and a Trade link', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('NVIDIA Corporation (NVDA)');
    expect(screen.getByText(/chips or the networks/)).toBeVisible();
    const figures = screen.getByRole('region', { name: 'Key figures' });
    const value = figureValues(figures);
    expect(value('Market cap')).toBe('—');
    expect(value('P/E ratio')).toBe('—');
    expect(value('Dividend yield')).toBe('—');
    expect(value('52-week range')).toBe('50.00 – 150.00');
    expect(value('Beta')).toBe('1.80');
    expect(value('Volume')).toBe('1.5M');
    expect(within(figures).getByText(/how many dollars buyers pay for \$1 of profit/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'NVIDIA ships a new chip' })).toHaveAttribute(
      'href',
      'https://example.com/n1',
    );
    expect(await screen.findByRole('link', { name: 'Trade NVDA in Personal' })).toHaveAttribute(
      'href',
      '/portfolio?symbol=NVDA',
    );
    expect(screen.getByRole('region', { name: 'Price chart' })).toHaveTextContent('NVDA');
  });

  it('shows no ETF badge and no fund facts for a company', async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('ETF')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fund facts' })).toBeNull();
  });

  it('marks an ETF with a badge and shows its expense ratio and top holdings with their weights', async () => {
    serve([], {
      type: 'etf',
      sector: 'ETF',
      expenseRatioPct: 0.08,
      topHoldings: [
        { symbol: 'AAPL', name: 'Apple Inc.', weightPct: 22.4 },
        { symbol: 'MSFT', name: 'Microsoft Corporation', weightPct: 20.05 },
      ],
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('ETF', { selector: 'span' })).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Fund facts' });
    expect(within(facts).getByText('Expense ratio').nextElementSibling?.textContent).toBe('0.08%');
    const holdings = within(facts).getByRole('table', { name: /Top holdings of NVDA/ });
    const rows = within(holdings).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['AAPL Apple Inc.22.40%', 'MSFT Microsoft Corporation20.05%']);
    expect(within(holdings).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/stocks/AAPL');
  });

  it('computes market cap, P/E and dividend yield from the dated fundamentals at the live price', async () => {
    const server = serve([], {
      fundamentals: { sharesOutstanding: 24_300_000_000, eps: 4, annualDividend: 0.36, asOf: '2025-12-31' },
      // The server's figures at its price of the moment; the page follows the newer quote ($200).
      marketCap: 4_374_000_000_000,
      peRatio: 45,
      dividendYield: 0.2,
    });
    server.on('GET /api/stocks/quote/NVDA', {
      body: buildQuote({ symbol: 'NVDA', name: 'NVIDIA Corporation', price: 200 }),
    });
    renderPage();
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const value = figureValues(figures);
    await waitFor(() => expect(value('Market cap')).toBe('$4.86T'));
    expect(value('P/E ratio')).toBe('50.0');
    expect(value('Dividend yield')).toBe('0.18%');
    expect(within(figures).getByText(/as of Dec 31, 2025/)).toBeVisible();
    expect(within(figures).getByText(/24\.30B shares/)).toBeVisible();
    expect(within(figures).getByText(/\$4\.00 a share/)).toBeVisible();
  });

  it('shows the stock’s next dividend under its key figures', async () => {
    serve().on('GET /api/stocks/NVDA/corporate-actions', {
      body: {
        dividends: [{ declaredDate: '2099-02-10', exDate: '2099-03-05', payDate: '2099-04-01', amount: 0.01 }],
        splits: [],
      },
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Dividends and splits' }, { timeout: 5_000 })).toHaveTextContent(
      'Upcoming dividend: $0.01 (ex 2099-03-05, paid 2099-04-01)',
    );
  });

  it('shows — for the P/E of a company with a loss, and 0.00% without a dividend', async () => {
    serve([], {
      fundamentals: { sharesOutstanding: 760_000_000, eps: -14.78, annualDividend: 0, asOf: '2025-12-31' },
      marketCap: 136_800_000_000,
      peRatio: null,
      dividendYield: 0,
    });
    renderPage();
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const value = figureValues(figures);
    await waitFor(() => expect(value('Market cap')).toBe('$136.80B'));
    expect(value('P/E ratio')).toBe('—');
    expect(value('Dividend yield')).toBe('0.00%');
  });

  it('dates every story: how long ago, and the exact time in the player’s zone on hover', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T17:05:00Z'));
    try {
      serve();
      renderPage();
      const news = await screen.findByRole('region', { name: 'News about NVDA' });
      const time = within(news).getByText('2 hours ago');
      expect(time.tagName).toBe('TIME');
      expect(time).toHaveAttribute('datetime', '2026-11-20T15:00:00.000Z');
      expect(time).toHaveAttribute('title', formatInstant(new Date('2026-11-20T15:00:00Z'), 'America/New_York'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the position and open orders in every portfolio the player holds, each with its own Trade link', async () => {
    const server = serve();
    server.on('GET /api/competition/1/portfolio', { body: buildPortfolio() });
    server.on('GET /api/competition/1/positions', {
      body: [buildPosition({ symbol: 'NVDA', quantity: 5, averagePrice: 160 })],
    });
    server.on('GET /api/competition/7/portfolio', { body: buildPortfolio() });
    server.on('GET /api/competition/7/positions', { body: [buildPosition({ symbol: 'AAPL' })] });
    server.on('GET /api/orders', (call) => {
      const competitionId = new URLSearchParams(call.search).get('competitionId');
      if (competitionId === '7')
        return { body: [buildOrder({ id: 9, symbol: 'NVDA', limitPrice: 140, competitionId: 7 })] };
      if (competitionId === null) return { body: [buildOrder({ id: 7, symbol: 'NVDA', limitPrice: 150 })] };
      return { body: [] };
    });
    renderWithApp(
      <StockPage
        symbol="NVDA"
        timeZone="America/New_York"
        portfolios={[
          { label: 'Personal', href: '/portfolio?symbol=NVDA', competition: null },
          {
            label: 'Weekly Championship',
            href: '/weekly-portfolio?symbol=NVDA',
            competition: { id: 1, kind: 'championship' },
          },
          {
            label: 'Lunch Traders',
            href: '/league-portfolio?league=7&symbol=NVDA',
            competition: { id: 7, kind: 'league' },
          },
        ]}
      />,
    );
    const weekly = await screen.findByRole('region', { name: 'Weekly Championship' });
    await waitFor(() => expect(within(weekly).getByText('Shares').nextElementSibling).toHaveTextContent('5'));
    expect(within(weekly).getByRole('link', { name: 'Trade NVDA in Weekly Championship' })).toHaveAttribute(
      'href',
      '/weekly-portfolio?symbol=NVDA',
    );
    const league = screen.getByRole('region', { name: 'Lunch Traders' });
    expect(await within(league).findByText(/You hold no NVDA shares/)).toBeVisible();
    await waitFor(() => expect(within(league).getAllByText('$140.00', { exact: false }).length).toBeGreaterThan(0));
    expect(within(league).queryByText('$150.00', { exact: false })).toBeNull();
    expect(within(league).getByRole('link', { name: 'Trade NVDA in Lunch Traders' })).toHaveAttribute(
      'href',
      '/league-portfolio?league=7&symbol=NVDA',
    );
    const personal = screen.getByRole('region', { name: 'Personal' });
    await waitFor(() => expect(within(personal).getByText('Shares').nextElementSibling).toHaveTextContent('3'));
    expect(within(personal).getByRole('link', { name: 'Trade NVDA in Personal' })).toBeVisible();
  });

  it('shows the Simulated market badge and its note while the quote is simulated', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Simulated market')).toBeVisible();
    expect(screen.getByText(SIMULATED_MARKET_NOTE)).toBeVisible();
  });

  it('shows no Simulated market badge for a quote from a market-data provider', async () => {
    const server = serve();
    server.on('GET /api/stocks/quote/NVDA', {
      body: buildQuote({ symbol: 'NVDA', name: 'NVIDIA Corporation', price: 180, source: 'finnhub' }),
    });
    renderPage();
    const chart = await screen.findByRole('region', { name: 'Price chart' });
    expect(await within(chart).findByText('NVIDIA Corporation')).toBeVisible();
    expect(screen.queryByText('Simulated market')).toBeNull();
    expect(screen.queryByText(SIMULATED_MARKET_NOTE)).toBeNull();
  });

  it("shows the player's position and open orders in this stock only", async () => {
    serve();
    renderPage();
    const position = await screen.findByRole('region', { name: 'Your position' });
    await waitFor(() => expect(within(position).getByText('Shares').nextElementSibling).toHaveTextContent('3'));
    expect(within(position).getByText('Average price').nextElementSibling).toHaveTextContent('$170.00');
    await waitFor(() => expect(within(position).getAllByText('$150.00', { exact: false }).length).toBeGreaterThan(0));
    expect(within(position).queryByText('AAPL')).toBeNull();
  });

  it('adds the stock to the watchlist and removes it with the star', async () => {
    const server = serve();
    renderPage();
    const star = await screen.findByRole('button', { name: 'Add to watchlist' });
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    const on = await screen.findByRole('button', { name: 'On your watchlist', pressed: true });
    expect(server.callsTo('POST /api/watchlist').map((c) => c.body)).toEqual([{ symbol: 'NVDA' }]);
    await userEvent.click(on);
    expect(await screen.findByRole('button', { name: 'Add to watchlist', pressed: false })).toBeVisible();
    expect(server.callsTo('DELETE /api/watchlist/NVDA')).toHaveLength(1);
  });

  it('says so for a symbol the server does not list, asking no quote for it', async () => {
    const server = installFakeApi();
    server.on('GET /api/stocks/profile/NVID', errorReply(404, 'Unknown symbol: NVID', 'MARKET_UNKNOWN_SYMBOL'));
    renderWithApp(<StockPage symbol="NVID" timeZone="America/New_York" />);
    expect(await screen.findByText(/No listed stock has the symbol NVID/)).toBeVisible();
    expect(server.callsTo('GET /api/stocks/quote/NVID')).toHaveLength(0);
  });
});
