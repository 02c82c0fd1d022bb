import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, PortfolioSummary } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeTicket } from '@/components/trade-ticket/trade-ticket.tsx';
import {
  OPEN_MARKET,
  placeOrder,
  renderTicket as renderTicketWith,
} from '@/components/trade-ticket/trade-ticket-test-kit.tsx';
import { buildOrder, buildPortfolio } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import type { MarketStatus } from '../api/get-market-status.ts';
import { portfolioQueryKey, usePortfolio } from '../api/get-portfolio.ts';
import { usePositions } from '../api/get-positions.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';

afterEach(() => vi.unstubAllGlobals());

const closed: MarketStatus = { ...OPEN_MARKET, isOpen: false, session: 'closed', reason: 'Weekend' };

const portfolio = buildPortfolio();

/** Observes the portfolio query the way the summary tiles do, so invalidations refetch it. */
function PortfolioProbe() {
  usePortfolio();
  usePositions();
  return null;
}

const renderTicket = (props: Partial<Parameters<typeof TradeTicket>[0]> = {}) =>
  renderTicketWith({ context: personalTradingContext, symbol: 'MSFT', price: 400, ...props }, <PortfolioProbe />);

describe('trade ticket', () => {
  it('shows the price per share and the total cost for the quantity', async () => {
    installFakeApi();
    renderTicket();
    await userEvent.clear(screen.getByLabelText('Quantity (shares)'));
    await userEvent.type(screen.getByLabelText('Quantity (shares)'), '10');
    expect(screen.getByTestId('price-per-share')).toHaveTextContent('$400.00');
    expect(screen.getByTestId('total-cost')).toHaveTextContent('$4,000.00');
  });

  it('says when the price is not live (the provider failing), and not otherwise', async () => {
    installFakeApi();
    const { unmount } = renderTicket({ priceStale: true });
    expect(screen.getByText('Live price unavailable')).toBeInTheDocument();
    unmount();
    renderTicket();
    expect(screen.queryByText('Live price unavailable')).not.toBeInTheDocument();
  });

  it('disables Review order at quantity 0', async () => {
    installFakeApi();
    renderTicket();
    await userEvent.clear(screen.getByLabelText('Quantity (shares)'));
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
  });

  it('refuses without a symbol or a price, with the spec texts', async () => {
    const server = installFakeApi();
    const { unmount } = renderTicket({ symbol: null });
    await placeOrder('Buy');
    expect(await screen.findByText('No Stock Selected')).toBeVisible();
    expect(screen.getByText('Please select a stock symbol to trade.')).toBeVisible();
    unmount();
    renderTicket({ price: undefined, held: 3 });
    await placeOrder('Sell');
    expect(await screen.findByText('Price Data Unavailable')).toBeVisible();
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('shows the Market Closed notice and queues a market order for the next open (POST /api/orders)', async () => {
    const server = installFakeApi();
    server.on('POST /api/orders', (call) => ({
      status: 201,
      body: buildOrder({ ...(call.body as Partial<Order>), status: 'open', limitPrice: null, reservedCash: 420 }),
    }));
    renderTicket({ market: closed });
    expect(screen.getByText('Market Closed')).toBeVisible();
    expect(screen.getByText(/only available during market hours: 9:30 AM - 4:00 PM ET, Monday-Friday/)).toBeVisible();
    expect(screen.getByText(/A market order placed now waits and fills at the next open's price\./)).toBeVisible();
    await placeOrder('Buy');
    expect(
      await screen.findByText("Buy 1 MSFT · Market · Day. It waits and fills at the next open's price."),
    ).toBeVisible();
    expect(server.callsTo('POST /api/orders').map((c) => c.body)).toEqual([
      { symbol: 'MSFT', side: 'buy', quantity: 1, type: 'market', timeInForce: 'day' },
    ]);
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('names the holiday in the Market Closed notice on a market holiday', () => {
    installFakeApi();
    renderTicket({ market: { ...closed, reason: 'Thanksgiving Day', nextOpenAt: '2026-11-27T14:30:00.000Z' } });
    expect(screen.getByText(/^Closed today for Thanksgiving Day\. Trading is only available/)).toBeVisible();
    expect(screen.getByText(/Opens Fri, Nov 27, 9:30 AM EST/)).toBeVisible();
  });

  it('says 1:00 PM in the Market Closed notice after the close of an early-close day', () => {
    installFakeApi();
    // 2026-11-27, the day after Thanksgiving, 14:00 New York: the NYSE calendar closed the market at 13:00.
    const afterEarlyClose: MarketStatus = {
      isOpen: false,
      session: 'closed',
      opensAt: '2026-11-27T14:30:00.000Z',
      closesAt: '2026-11-27T18:00:00.000Z',
      nextOpenAt: '2026-11-30T14:30:00.000Z',
      reason: 'After the close',
    };
    renderTicket({ market: afterEarlyClose });
    expect(screen.getByText(/only available during market hours: 9:30 AM - 1:00 PM ET, Monday-Friday\./)).toBeVisible();
  });

  it('says 1:00 PM before the open of Christmas Eve, and 4:00 PM on a weekend', () => {
    installFakeApi();
    const { unmount } = renderTicket({
      market: {
        isOpen: false,
        session: 'closed',
        opensAt: '2026-12-24T14:30:00.000Z',
        closesAt: '2026-12-24T18:00:00.000Z',
        nextOpenAt: '2026-12-24T14:30:00.000Z',
        reason: 'Before the open',
      },
    });
    expect(screen.getByText(/market hours: 9:30 AM - 1:00 PM ET, Monday-Friday\. Opens/)).toBeVisible();
    unmount();
    renderTicket({ market: { ...closed, opensAt: null, closesAt: null } });
    expect(screen.getByText(/market hours: 9:30 AM - 4:00 PM ET, Monday-Friday\. Opens/)).toBeVisible();
  });

  it('shows Processing... and updates cash optimistically, then refetches at 0, 50 and 200 ms', async () => {
    const server = installFakeApi();
    let release: () => void = () => {};
    server.on(
      'POST /api/trade-action',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              body: {
                success: true,
                message: 'ok',
                trade: {
                  id: 1,
                  symbol: 'MSFT',
                  action: 'buy',
                  shares: 10,
                  price: 400,
                  total: 4000,
                  realizedProfitLoss: 0,
                  cashAfter: 96_000,
                  executedAt: '2026-11-20T15:00:00.000Z',
                },
                portfolio: { ...portfolio, cashBalance: 96_000, totalTrades: 1 },
                achievementsUnlocked: [],
              },
            });
        }),
    );
    let current = portfolio;
    server.on('GET /api/portfolio', () => ({ body: current }));
    server.on('GET /api/positions', { body: [] });
    const { queryClient } = renderTicket();
    await waitFor(() => expect(queryClient.getQueryData(portfolioQueryKey)).toEqual(portfolio));
    await userEvent.clear(screen.getByLabelText('Quantity (shares)'));
    await userEvent.type(screen.getByLabelText('Quantity (shares)'), '10');
    await placeOrder('Buy');

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() =>
      expect(queryClient.getQueryData<PortfolioSummary>(portfolioQueryKey)?.cashBalance).toBe(96_000),
    );
    expect(server.callsTo('POST /api/trade-action')[0]?.body).toEqual({
      symbol: 'MSFT',
      action: 'buy',
      shares: 10,
      currentPrice: '400.00',
    });
    const before = server.callsTo('GET /api/portfolio').length;
    const positionsBefore = server.callsTo('GET /api/positions').length;
    current = { ...portfolio, cashBalance: 96_000, totalTrades: 1 };
    release();
    expect(await screen.findByText('Bought 10 MSFT')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Review order' })).toBeEnabled();
    // Refetched at once, after 50 ms and after 200 ms.
    await waitFor(() => expect(server.callsTo('GET /api/portfolio').length).toBe(before + 3));
    await waitFor(() => expect(server.callsTo('GET /api/positions').length).toBe(positionsBefore + 3));
  });

  it('rolls back and says Not Enough Cash when the server refuses for cash', async () => {
    const server = installFakeApi();
    server.on(
      'POST /api/trade-action',
      errorReply(
        400,
        'Insufficient cash balance: this order costs $4,000.00 but you have $10.00 available',
        'ORDER_INSUFFICIENT_CASH',
      ),
    );
    server.on('GET /api/portfolio', { body: portfolio });
    const { queryClient } = renderTicket();
    queryClient.setQueryData(portfolioQueryKey, portfolio);
    await placeOrder('Buy');
    expect(await screen.findByText('Not Enough Cash')).toBeVisible();
    expect(
      screen.getByText(
        "You don't have enough cash for this purchase. Check your available balance and try a smaller quantity.",
      ),
    ).toBeVisible();
    expect(queryClient.getQueryData<PortfolioSummary>(portfolioQueryKey)?.cashBalance).toBe(100_000);
  });
});
