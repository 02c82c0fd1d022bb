import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderHistoryEntry, OrderHistoryPage } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi, type RecordedCall } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { OrderHistory } from './order-history.tsx';

afterEach(() => vi.unstubAllGlobals());

function entry(overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    orderId: 7,
    tradeId: 70,
    symbol: 'AAPL',
    side: 'buy',
    quantity: 10,
    type: 'market',
    limitPrice: null,
    stopPrice: null,
    status: 'filled',
    reason: null,
    price: 160,
    realizedGain: null,
    at: '2026-11-18T15:00:00.000Z',
    ...overrides,
  };
}

const page = (entries: OrderHistoryEntry[], total = entries.length, pageNo = 1): OrderHistoryPage => ({
  entries,
  total,
  page: pageNo,
  pageSize: 20,
});

const params = (call: RecordedCall) => Object.fromEntries(new URLSearchParams(call.search));

describe('OrderHistory', () => {
  it('lists fills, a cancel, an expiry and a rejection with their reason, and the realized gain of a sale', async () => {
    const server = installFakeApi();
    server.on('GET /api/orders/history', {
      body: page([
        entry({
          orderId: 10,
          tradeId: null,
          status: 'rejected',
          symbol: 'MSFT',
          price: null,
          reason: 'Insufficient funds: this order needs $400,000.00.',
        }),
        entry({
          orderId: 9,
          tradeId: null,
          status: 'expired',
          type: 'limit',
          limitPrice: 350,
          symbol: 'MSFT',
          price: null,
        }),
        entry({ orderId: 8, tradeId: 80, side: 'sell', quantity: 4, price: 170, realizedGain: 40 }),
        entry({ orderId: 6, tradeId: null, status: 'cancelled', type: 'limit', limitPrice: 300, price: null }),
        entry({ orderId: null, tradeId: 60 }),
      ]),
    });
    renderWithApp(<OrderHistory source={{ kind: 'own', competitionId: 12 }} timeZone="UTC" />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText('Rejected')).toBeVisible();
    expect(within(items[0]!).getByText('Insufficient funds: this order needs $400,000.00.')).toBeVisible();
    expect(within(items[1]!).getByText('Expired')).toBeVisible();
    expect(within(items[1]!).getByText('Limit $350.00')).toBeVisible();
    expect(within(items[1]!).getByText(/Expired unfilled/)).toBeVisible();
    expect(within(items[2]!).getByText('+$40.00')).toBeVisible();
    expect(within(items[2]!).getByText(/filled at \$170\.00/)).toBeVisible();
    expect(within(items[3]!).getByText('Cancelled')).toBeVisible();
    expect(within(items[4]!).queryByText(/Realized gain/)).toBeNull();
    expect(params(server.callsTo('GET /api/orders/history')[0]!)).toEqual({
      status: 'closed',
      page: '1',
      competitionId: '12',
    });
  });

  it('filters by status and symbol and pages, asking the server each time', async () => {
    const server = installFakeApi();
    server.on('GET /api/orders/history', (call) => {
      const p = Number(params(call).page);
      return { body: page([entry({ orderId: p, symbol: `P${p}` })], 45, p) };
    });
    renderWithApp(<OrderHistory source={{ kind: 'own' }} timeZone="UTC" />);
    expect(await screen.findByText('P1')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('P2')).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(params(server.calls.at(-1)!)).toMatchObject({ status: 'expired', page: '1' }));
    await userEvent.type(screen.getByLabelText('Symbol'), 'msft');
    await waitFor(() => expect(params(server.calls.at(-1)!)).toMatchObject({ status: 'expired', symbol: 'MSFT' }), {
      timeout: 3_000,
    });
    expect(server.calls.every((c) => !('competitionId' in params(c)))).toBe(true);
  });

  it('says so when nothing matches, and offers to try again after an error', async () => {
    const server = installFakeApi();
    server.on('GET /api/orders/history', { body: page([]) });
    renderWithApp(<OrderHistory source={{ kind: 'own' }} timeZone="UTC" />);
    expect(await screen.findByText('No order history yet')).toBeVisible();

    let fail = true;
    server.on('GET /api/educator/leagues/21/students/31/orders', () =>
      fail ? errorReply(500, 'Boom', 'INTERNAL') : { body: page([entry()]) },
    );
    renderWithApp(<OrderHistory source={{ kind: 'student', leagueId: 21, userId: 31 }} timeZone="UTC" />);
    expect(await screen.findByText('The order history could not be loaded.', {}, { timeout: 5_000 })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AAPL')).toBeVisible();
  });
});
