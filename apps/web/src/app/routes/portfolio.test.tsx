import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPortfolio, buildQuote, signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { paths } from '../paths.ts';
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
