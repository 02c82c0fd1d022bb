import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeTicket } from '@/components/trade-ticket/trade-ticket.tsx';
import {
  OPEN_MARKET,
  placeOrder,
  renderTicket as renderTicketWith,
  setQuantity,
} from '@/components/trade-ticket/trade-ticket-test-kit.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';
import { buildOrder, buildPortfolio } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { seriousViolations } from '@/test/serious-violations.ts';
import type { MarketStatus } from '../api/get-market-status.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const closed: MarketStatus = { ...OPEN_MARKET, isOpen: false, session: 'closed', reason: 'Weekend' };

function serve() {
  const server = installFakeApi();
  server.on('GET /api/orders', { body: [buildOrder({ id: 7, reservedCash: 900 })] });
  server.on('POST /api/orders', (call) => ({
    status: 201,
    body: buildOrder({ id: 8, ...(call.body as object), reservedCash: 1000 }),
  }));
  return server;
}

const renderTicket = (props: Partial<Parameters<typeof TradeTicket>[0]> = {}) =>
  renderTicketWith({
    context: personalTradingContext,
    portfolio: buildPortfolio({ cashBalance: 10_000, reservedCash: 900 }),
    ...props,
  });

const chooseType = (label: string) => userEvent.selectOptions(screen.getByLabelText('Order type'), label);

describe('trade ticket order types', () => {
  it('shows the fields each order type takes', async () => {
    serve();
    renderTicket();
    expect(screen.getByLabelText('Order type')).toHaveValue('market');
    expect(screen.queryByLabelText('Limit price ($)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Time in force')).not.toBeInTheDocument();
    await chooseType('Limit');
    expect(screen.getByLabelText('Limit price ($)')).toBeVisible();
    expect(screen.queryByLabelText('Stop price ($)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Time in force')).toHaveDisplayValue('Day');
    await chooseType('Stop');
    expect(screen.getByLabelText('Stop price ($)')).toBeVisible();
    expect(screen.queryByLabelText('Limit price ($)')).not.toBeInTheDocument();
    await chooseType('Stop-Limit');
    expect(screen.getByLabelText('Stop price ($)')).toBeVisible();
    expect(screen.getByLabelText('Limit price ($)')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('estimates the cost at the limit, or at the price for a stop with a note, and shows the cash left by open orders', async () => {
    serve();
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('available-cash')).toHaveTextContent('$9,100.00'));
    await setQuantity('5');
    await chooseType('Limit');
    expect(screen.getByTestId('estimated-cost')).toHaveTextContent('—');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '180');
    expect(screen.getByTestId('estimated-cost')).toHaveTextContent('$900.00');
    await chooseType('Stop');
    expect(screen.getByTestId('estimated-cost')).toHaveTextContent('$1,000.00');
    expect(screen.getByText(/a stop order fills at the market price once the stop price is reached/)).toBeVisible();
  });

  it('refuses a missing, non-positive or sub-cent price with a message under the field, sending nothing', async () => {
    const server = serve();
    renderTicket();
    await chooseType('Stop-Limit');
    await placeOrder('Buy');
    expect(screen.getByText('Enter a stop price.')).toBeVisible();
    expect(screen.getByText('Enter a limit price.')).toBeVisible();
    expect(screen.getByLabelText('Stop price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Stop price ($)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Stop price ($)'), '0');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '10.005');
    expect(screen.getByText('The stop price must be more than $0.00.')).toBeVisible();
    expect(screen.getByText('The limit price can have at most 2 decimals (whole cents).')).toBeVisible();
    expect(server.callsTo('POST /api/orders')).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends each type with only its prices and its time in force, and says Order placed', async () => {
    const server = serve();
    renderTicket({ held: 10 });
    await setQuantity('5');
    await chooseType('Limit');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '180');
    await placeOrder('Buy');
    expect(await screen.findByText('Order placed')).toBeVisible();
    expect(screen.getByText('Buy 5 AAPL · Limit $180.00 · Day.')).toBeVisible();

    await chooseType('Stop');
    await userEvent.selectOptions(screen.getByLabelText('Time in force'), "Good 'til cancelled");
    await userEvent.type(screen.getByLabelText('Stop price ($)'), '175.5');
    await placeOrder('Sell');
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(2));

    await chooseType('Stop-Limit');
    await userEvent.clear(screen.getByLabelText('Limit price ($)'));
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '174');
    await placeOrder('Sell');
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(3));

    expect(server.callsTo('POST /api/orders').map((c) => c.body)).toEqual([
      { symbol: 'AAPL', side: 'buy', quantity: 5, type: 'limit', limitPrice: 180, timeInForce: 'day' },
      { symbol: 'AAPL', side: 'sell', quantity: 5, type: 'stop', stopPrice: 175.5, timeInForce: 'gtc' },
      {
        symbol: 'AAPL',
        side: 'sell',
        quantity: 5,
        type: 'stop_limit',
        limitPrice: 174,
        stopPrice: 175.5,
        timeInForce: 'gtc',
      },
    ]);
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  }, 20_000);

  it('keeps a market order on the trade call of spec 01', async () => {
    const server = serve();
    renderTicket();
    await placeOrder('Buy');
    await waitFor(() => expect(server.callsTo('POST /api/trade-action')).toHaveLength(1));
    expect(server.callsTo('POST /api/orders')).toHaveLength(0);
  });

  it('names the league or championship portfolio in the order', async () => {
    const server = serve();
    renderTicket({ context: competitionTradingContext(5, 'league') });
    await chooseType('Limit');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '150');
    await placeOrder('Buy');
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
    expect(server.callsTo('POST /api/orders')[0]?.body).toMatchObject({ competitionId: 5 });
    expect(server.callsTo('GET /api/orders')[0]?.search).toBe('?status=open&competitionId=5');
  });

  it('takes a limit order while the market is closed: it waits for the next open', async () => {
    serve();
    renderTicket({ market: closed });
    await chooseType('Limit');
    expect(screen.getByText(/Limit and stop orders placed now wait for the next open\./)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '180');
    await placeOrder('Buy');
    expect(
      await screen.findByText('Buy 1 AAPL · Limit $180.00 · Day. It waits for the next market open.'),
    ).toBeVisible();
  });

  it("shows the server's message when it refuses the order", async () => {
    const server = serve();
    server.on(
      'POST /api/orders',
      errorReply(
        400,
        'The limit price must be more than $0.00 and at most $1,000,000.00 a share.',
        'ORDER_INVALID_PRICE',
      ),
    );
    renderTicket();
    await chooseType('Limit');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '180');
    await placeOrder('Buy');
    expect(await screen.findByText('Trade Failed')).toBeVisible();
    expect(
      screen.getByText('The limit price must be more than $0.00 and at most $1,000,000.00 a share.'),
    ).toBeVisible();
  });

  it('announces an order that filled at once', async () => {
    const server = serve();
    server.on('POST /api/orders', {
      status: 201,
      body: buildOrder({ status: 'filled', fillPrice: 179.5, filledAt: '2026-11-20T15:00:01.000Z' }),
    });
    renderTicket();
    await chooseType('Limit');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '180');
    await placeOrder('Buy');
    expect(await screen.findByText('Order filled: Bought 5 AAPL at $179.50')).toBeVisible();
  });
});
