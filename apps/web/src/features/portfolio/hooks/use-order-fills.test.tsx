import { act, screen, waitFor } from '@testing-library/react';
import type { Order } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { useOpenOrders } from '@/lib/trading/get-orders.ts';
import { useAccountEvents } from '@/lib/use-account-events.ts';
import { buildOrder, buildPortfolio } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { FakeEventSource } from '@/test/fake-event-source.ts';
import { renderWithApp } from '@/test/render.tsx';
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
    /** A margin call: it covers (a new, filled order) and cancels the open orders, all with one explanation. */
    marginCall: (cover: Order, reason: string) => {
      orders = [
        { ...cover, marginCall: true, reason },
        ...orders.map((o) =>
          o.status === 'open' ? { ...o, status: 'cancelled' as const, marginCall: true, reason } : o,
        ),
      ];
      totalTrades += 1;
    },
  };
}

function renderProbe(opts: { pushed?: boolean } = {}) {
  return renderWithApp(
    <>
      <Probe />
      {opts.pushed && <AccountEvents />}
      <Toaster />
    </>,
  );
}

/** What AppShell mounts: the account's event stream, here over a fake EventSource. */
function AccountEvents() {
  useAccountEvents(true, FakeEventSource.create);
  return null;
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

  it('announces at once a fill pushed by the account’s event stream (a fill made while the page waits)', async () => {
    FakeEventSource.opened = [];
    const api = serve([buildOrder({ id: 7 })]);
    renderProbe({ pushed: true });
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('1'));
    api.fill(7, 179.5);
    // No poll, no invalidation by the test: only the pushed event.
    act(() =>
      FakeEventSource.latest().dispatch('portfolio_changed', {
        type: 'portfolio_changed',
        userId: 1,
        portfolioId: 1,
        competitionId: 0,
        season: 0,
        tradeId: 5,
        at: '2026-11-18T15:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Order filled: Bought 5 AAPL at $179.50')).toBeVisible();
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

  it('announces a margin call once with its explanation, and not the margin calls from before the page opened', async () => {
    const old = 'Margin call: last week, your shorts were covered.';
    const reason =
      'Margin call: your short positions are now worth $13,000.00 and your cash fell below the 130% maintenance requirement ($16,900.00).';
    const api = serve([
      buildOrder({ id: 7 }),
      buildOrder({ id: 3, side: 'cover', status: 'filled', marginCall: true, reason: old, fillPrice: 90 }),
    ]);
    const { queryClient } = renderProbe();
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('1'));
    await waitFor(() =>
      expect(api.server.callsTo('GET /api/orders').some((c) => c.search === '?status=all')).toBe(true),
    );
    api.marginCall(
      buildOrder({ id: 11, side: 'cover', type: 'market', status: 'filled', fillPrice: 130, reservedCash: null }),
      reason,
    );
    const allReads = () => api.server.callsTo('GET /api/orders').filter((c) => c.search === '?status=all').length;
    const readsBefore = allReads();
    // The portfolio poll sees the margin call's trade.
    await queryClient.invalidateQueries({ queryKey: personalTradingContext.portfolio.queryKey });
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getAllByText('Margin call')).toHaveLength(1);
    // The cancelled order leaving the open list makes a second read: it announces nothing again.
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('0'));
    await waitFor(() => expect(allReads()).toBeGreaterThanOrEqual(readsBefore + 2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByText(old)).not.toBeInTheDocument();
    expect(screen.queryByText(/Order filled/)).not.toBeInTheDocument();
  });
});
