import { screen, waitFor } from '@testing-library/react';
import type { Order } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { buildOrder, buildPortfolio } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { useOpenOrders } from '../api/get-orders.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';
import { useOrderFills } from './use-order-fills.ts';
import { useTradingQueries } from './use-trading-queries.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** What the trading page wires: its portfolio, its open orders and the fill announcer. */
function Probe() {
  const { portfolio } = useTradingQueries(personalTradingContext);
  const open = useOpenOrders(personalTradingContext);
  useOrderFills(personalTradingContext, open.data, portfolio.data?.totalTrades);
  return <output data-testid="open">{open.data?.length ?? '…'}</output>;
}

function serve(initial: Order[]) {
  const server = installFakeApi();
  let orders = initial;
  let totalTrades = 0;
  server.on('GET /api/portfolio', () => ({ body: buildPortfolio({ totalTrades }) }));
  server.on('GET /api/positions', { body: [] });
  server.on('GET /api/orders', (call) => ({
    body: call.search.includes('status=all') ? orders : orders.filter((o) => o.status === 'open'),
  }));
  return {
    server,
    fill: (id: number, fillPrice: number) => {
      orders = orders.map((o) =>
        o.id === id ? { ...o, status: 'filled' as const, fillPrice, reservedCash: null } : o,
      );
      totalTrades += 1;
    },
    cancel: (id: number) => {
      orders = orders.map((o) => (o.id === id ? { ...o, status: 'cancelled' as const } : o));
    },
  };
}

function renderProbe() {
  return renderWithApp(
    <>
      <Probe />
      <Toaster />
    </>,
  );
}

describe('order fill toasts', () => {
  it('announces an order that left the open list filled, and refreshes the portfolio', async () => {
    const api = serve([buildOrder({ id: 7 }), buildOrder({ id: 9, symbol: 'MSFT' })]);
    const { queryClient } = renderProbe();
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('2'));
    api.fill(7, 179.5);
    const portfolioReads = api.server.callsTo('GET /api/portfolio').length;
    // The 15 s poll of the open orders.
    await queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
    expect(await screen.findByText('Order filled: Bought 5 AAPL at $179.50')).toBeVisible();
    expect(screen.getByText('Buy 5 AAPL · Limit $180.00 · Day')).toBeVisible();
    expect(screen.getByTestId('open')).toHaveTextContent('1');
    await waitFor(() => expect(api.server.callsTo('GET /api/portfolio').length).toBeGreaterThan(portfolioReads));
  });

  it('looks at the open orders as soon as the portfolio counts a new trade (a fill on another screen)', async () => {
    const api = serve([buildOrder({ id: 7, side: 'sell', quantity: 2, symbol: 'KO' })]);
    const { queryClient } = renderProbe();
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('1'));
    api.fill(7, 70.25);
    await queryClient.invalidateQueries({ queryKey: personalTradingContext.portfolio.queryKey });
    expect(await screen.findByText('Order filled: Sold 2 KO at $70.25')).toBeVisible();
  });

  it('says nothing of an order that was cancelled or expired', async () => {
    const api = serve([buildOrder({ id: 7 })]);
    const { queryClient } = renderProbe();
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('1'));
    api.cancel(7);
    await queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('0'));
    await waitFor(() =>
      expect(api.server.callsTo('GET /api/orders').some((c) => c.search === '?status=all')).toBe(true),
    );
    expect(screen.queryByText(/Order filled/)).not.toBeInTheDocument();
  });
});
