import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { TrendingPage } from './trending-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const mover = (symbol: string, changePercent: number) => ({
  symbol,
  name: `${symbol} Inc.`,
  price: 100,
  change: changePercent,
  changePercent,
  volume: 1_000_000,
});

describe('trending page', () => {
  it('keeps the skeleton until the movers are drawn, then lists gainers and losers in order', async () => {
    const server = installFakeApi();
    server.on('GET /api/trending', {
      body: { gainers: [mover('AAA', 5), mover('BBB', 3)], losers: [mover('ZZZ', -4)] },
    });
    renderWithApp(<TrendingPage backHref="/" backLabel="Back to Home" />, { path: '/trending' });
    expect(screen.getByLabelText('Loading top gainers')).toBeInTheDocument();
    expect(screen.queryByText('No movers to show yet.')).not.toBeInTheDocument();
    const gainers = await screen.findByRole('region', { name: 'Top Gainers' });
    const rows = await within(gainers).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('AAA'), expect.stringContaining('BBB')]);
    const losers = screen.getByRole('region', { name: 'Top Losers' });
    expect(within(losers).getByRole('listitem')).toHaveTextContent('ZZZ');
    expect(screen.queryByLabelText('Loading top gainers')).not.toBeInTheDocument();
  });

  it('offers a retry when trending stocks cannot be loaded', async () => {
    const server = installFakeApi();
    server.on('GET /api/trending', { status: 500, body: { error: 'Internal', message: 'x', code: 'INTERNAL' } });
    renderWithApp(<TrendingPage backHref="/" backLabel="Back to Home" />, { path: '/trending' });
    expect(
      await screen.findByText('Trending stocks are unavailable right now.', undefined, { timeout: 5_000 }),
    ).toBeVisible();
  });
});
