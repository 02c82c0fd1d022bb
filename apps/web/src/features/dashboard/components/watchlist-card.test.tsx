import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuote, signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { WatchlistCard } from './watchlist-card.tsx';

beforeEach(() => {
  vi.stubGlobal('WebSocket', undefined);
  signInAs();
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard watchlist card', () => {
  it('lists each watched stock with its price and day change, links to its page, and removes it', async () => {
    const server = installFakeApi();
    let symbols = ['NVDA', 'KO'];
    server.on('GET /api/watchlist', () => ({ body: { symbols } }));
    server.on('GET /api/stocks/quote/NVDA', { body: buildQuote({ symbol: 'NVDA', price: 180, changePercent: 2.5 }) });
    server.on('GET /api/stocks/quote/KO', { body: buildQuote({ symbol: 'KO', price: 70, changePercent: -1.25 }) });
    server.on('DELETE /api/watchlist/NVDA', () => {
      symbols = ['KO'];
      return { body: { symbols } };
    });
    renderWithApp(<WatchlistCard />);
    const card = screen.getByRole('region', { name: 'Watchlist' });
    await waitFor(() => expect(screen.getByTestId('watch-price-NVDA')).toHaveTextContent('$180.00'));
    expect(screen.getByTestId('watch-price-KO')).toHaveTextContent('$70.00');
    expect(card).toHaveTextContent('+2.50%');
    expect(card).toHaveTextContent('-1.25%');
    expect(within(card).getByRole('link', { name: 'NVDA' })).toHaveAttribute('href', '/stocks/NVDA');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove NVDA from watchlist' }));
    await waitFor(() => expect(within(card).queryByRole('link', { name: 'NVDA' })).toBeNull());
    expect(within(card).getByRole('link', { name: 'KO' })).toBeVisible();
  });

  it('explains how to fill an empty watchlist', async () => {
    const server = installFakeApi();
    server.on('GET /api/watchlist', { body: { symbols: [] } });
    renderWithApp(<WatchlistCard />);
    expect(await screen.findByText(/Stocks you star on a stock page appear here/)).toBeVisible();
  });
});
