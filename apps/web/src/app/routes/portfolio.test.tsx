import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { buildPortfolio, buildQuote, signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { PortfolioRoute } from './portfolio.tsx';

beforeEach(() => {
  vi.stubGlobal('WebSocket', undefined);
  signInAs({ timezone: 'America/New_York' });
});
afterEach(() => vi.unstubAllGlobals());

const quoteOf = (symbol: string, price: number) =>
  buildQuote({
    symbol,
    name: `${symbol} Inc.`,
    price,
    open: price,
    high: price,
    low: price,
    previousClose: price - 1,
  });

function serve() {
  const server = installFakeApi();
  server.on('GET /api/stocks/quote/AAPL', { body: quoteOf('AAPL', 200) });
  server.on('GET /api/stocks/quote/KO', { body: quoteOf('KO', 70) });
  server.on('GET /api/portfolio', { body: buildPortfolio() });
  server.on('GET /api/positions', { body: [] });
  return server;
}

describe('personal portfolio link with a symbol', () => {
  it('opens with the symbol of the link selected (the screener’s rows link so)', async () => {
    const server = serve();
    renderWithApp(<PortfolioRoute />, { path: `${paths.portfolio.getHref('KO')}`, routePath: paths.portfolio.path });
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$70.00'));
    expect(server.callsTo('GET /api/stocks/quote/AAPL')).toHaveLength(0);
  });

  it('opens on AAPL without a symbol or with a malformed one', async () => {
    serve();
    renderWithApp(<PortfolioRoute />, { path: '/portfolio?symbol=%3Cscript%3E', routePath: paths.portfolio.path });
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$200.00'));
  });
});

describe('symbol search', () => {
  const nvda = { symbol: 'NVDA', name: 'NVIDIA Corporation', sector: 'Information Technology', type: 'stock' };

  it('marks an ETF among the suggestions with a badge, and a stock without', async () => {
    const server = serve();
    const xlk = { symbol: 'XLK', name: 'Technology Select Sector SPDR Fund', sector: 'ETF', type: 'etf' };
    const xom = { symbol: 'XOM', name: 'Exxon Mobil Corporation', sector: 'Energy', type: 'stock' };
    server.on('GET /api/stocks/search', { body: [xlk, xom] });
    server.on('GET /api/stocks/quote/SPY', { body: quoteOf('SPY', 500) });
    renderWithApp(<PortfolioRoute />, { path: paths.portfolio.getHref(), routePath: paths.portfolio.path });
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$200.00'));
    const search = screen.getByRole('combobox', { name: 'Search stocks' });
    await userEvent.clear(search);
    await userEvent.type(search, 'x');
    const etf = await screen.findByRole('option', { name: /XLK/ });
    expect(within(etf).getByTitle(/Exchange-traded fund/)).toHaveTextContent('ETF');
    expect(within(screen.getByRole('option', { name: /XOM/ })).queryByTitle(/Exchange-traded fund/)).toBeNull();
  });

  it('asks the server only after a pause in typing and never selects a symbol it does not list', async () => {
    const server = serve();
    server.on('GET /api/stocks/search', (call) => ({
      body: 'NVDA'.startsWith(new URLSearchParams(call.search).get('q') ?? '') ? [nvda] : [],
    }));
    server.on('GET /api/stocks/quote/NVDA', { body: quoteOf('NVDA', 180) });
    // With no symbol chosen the page reads the index's quote (is the market simulated?).
    server.on('GET /api/stocks/quote/SPY', { body: quoteOf('SPY', 500) });
    renderWithApp(<PortfolioRoute />, { path: paths.portfolio.getHref(), routePath: paths.portfolio.path });
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$200.00'));
    const search = screen.getByRole('combobox', { name: 'Search stocks' });
    await userEvent.clear(search);
    await userEvent.type(search, 'nvid');
    // The pause in typing, the search and the render: more than findBy's default second on a loaded machine.
    expect(
      await screen.findByText('No listed stock has the symbol NVID. Pick one from the list.', undefined, {
        timeout: 5_000,
      }),
    ).toBeVisible();
    const asked = server.callsTo('GET /api/stocks/search').map((c) => new URLSearchParams(c.search).get('q'));
    expect(asked).not.toContain('N');
    expect(asked).not.toContain('NV');
    expect(asked).not.toContain('NVI');
    expect(asked).toContain('NVID');
    expect(server.callsTo('GET /api/stocks/quote/NVID')).toHaveLength(0);
    expect(server.callsTo('GET /api/stocks/chart/NVID/5M')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Price chart' })).not.toHaveTextContent('NVID');

    await userEvent.clear(search);
    await userEvent.type(search, 'nvda');
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$180.00'), {
      timeout: 5_000,
    });
    expect(screen.getByRole('link', { name: /About NVDA/ })).toHaveAttribute('href', '/stocks/NVDA');
  });
});

describe('simulated market notice', () => {
  it('says "Simulated market" next to the live badge and explains it while quotes are simulated', async () => {
    serve();
    renderWithApp(<PortfolioRoute />, { path: '/portfolio', routePath: paths.portfolio.path });
    expect(await screen.findByText('Simulated market')).toBeVisible();
    expect(
      screen.getByText("Prices are simulated from real market history; they differ from your broker's."),
    ).toBeVisible();
  });

  it('shows neither with quotes from a real provider', async () => {
    const server = serve();
    server.on('GET /api/stocks/quote/AAPL', { body: buildQuote({ source: 'massive' }) });
    renderWithApp(<PortfolioRoute />, { path: '/portfolio', routePath: paths.portfolio.path });
    await waitFor(() => expect(screen.getByTestId('price-per-share')).toHaveTextContent('$200.00'));
    expect(screen.queryByText('Simulated market')).toBeNull();
    expect(screen.queryByText(/Prices are simulated/)).toBeNull();
  });
});
