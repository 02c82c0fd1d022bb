import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { buildOrder, buildPortfolio, buildQuote } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';
import { TradingPage } from './trading-page.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const quote = buildQuote();

const limitBuy = buildOrder({ id: 7 });
const stopSell = buildOrder({
  id: 8,
  symbol: 'MSFT',
  side: 'sell',
  quantity: 3,
  type: 'stop_limit',
  limitPrice: 389.5,
  stopPrice: 390,
  timeInForce: 'gtc',
  reservedCash: null,
  reservedShares: 3,
  expiresAt: '2027-02-18T15:00:00.000Z',
});

function serve(open: Order[]) {
  const server = installFakeApi();
  let orders = open;
  server.on('GET /api/stocks/quote/AAPL', { body: quote });
  server.on('GET /api/portfolio', { body: buildPortfolio({ cashBalance: 10_000, reservedCash: 900 }) });
  server.on('GET /api/positions', { body: [] });
  server.on('GET /api/orders', (call) => ({
    body: call.search.includes('status=all') ? orders : orders.filter((o) => o.status === 'open'),
  }));
  server.on('DELETE /api/orders/7', () => {
    orders = orders.map((o) => (o.id === 7 ? { ...o, status: 'cancelled' as const, reservedCash: null } : o));
    return { body: orders.find((o) => o.id === 7) };
  });
  return {
    server,
    setOrders: (next: Order[]) => {
      orders = next;
    },
  };
}

function renderPage() {
  return renderWithApp(
    <>
      <TradingPage timeZone="America/New_York" />
      <Toaster />
    </>,
  );
}

describe('Open Orders tab', () => {
  it('lists the open orders with their prices, time in force and dates, and the cash they leave free', async () => {
    serve([limitBuy, stopSell]);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('available-cash')).toHaveTextContent('$9,100.00'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Open Orders (2)' }));
    const table = screen.getByRole('table', { name: 'Your open orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('AAPLBuy5LimitLimit $180.00Day');
    expect(rows[1]).toHaveTextContent('Fri, Nov 20, 10:00 AM EST');
    expect(rows[1]).toHaveTextContent('Fri, Nov 20, 4:00 PM EST');
    expect(rows[2]).toHaveTextContent("MSFTSell3Stop-LimitStop $390.00, limit $389.50Good 'til cancelled");
    expect(await seriousViolations()).toEqual([]);
  });

  it('cancels an order after a confirmation', async () => {
    const { server } = serve([limitBuy]);
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Open Orders (1)' }));
    const table = screen.getByRole('table', { name: 'Your open orders' });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Cancel order: Buy 5 AAPL · Limit $180.00 · Day' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Its reserved cash will be free again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(server.callsTo('DELETE /api/orders/7')).toHaveLength(0);

    await userEvent.click(within(table).getByRole('button', { name: /^Cancel order:/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeVisible();
    expect(server.callsTo('DELETE /api/orders/7')).toHaveLength(1);
    expect(await screen.findByText('No open orders')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Open Orders' })).toBeInTheDocument();
  });

  it("shows the server's message when the order can no longer be cancelled", async () => {
    const { server } = serve([limitBuy]);
    server.on(
      'DELETE /api/orders/7',
      errorReply(409, 'This order is no longer open, so it cannot be cancelled.', 'ORDER_NOT_OPEN'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Open Orders (1)' }));
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /^Cancel order:/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order is no longer open, so it cannot be cancelled.')).toBeVisible();
  });

  it('shows an empty state that leads back to the Trade tab', async () => {
    serve([]);
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Open Orders' }));
    expect(await screen.findByText('No open orders')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    expect(screen.getByRole('tab', { name: 'Trade' })).toHaveAttribute('aria-selected', 'true');
  });
});
