import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeTicket } from '@/components/trade-ticket/trade-ticket.tsx';
import {
  placeOrder,
  renderTicket as renderTicketWith,
  serveFilledOrders,
  setQuantity,
} from '@/components/trade-ticket/trade-ticket-test-kit.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';
import { buildPortfolio } from '@/test/builders.ts';
import { errorReply } from '@/test/fake-api.ts';
import { seriousViolations } from '@/test/serious-violations.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const renderTicket = (props: Partial<Parameters<typeof TradeTicket>[0]> = {}) =>
  renderTicketWith({
    context: personalTradingContext,
    portfolio: buildPortfolio({ buyingPower: 10_000, shortSellingPower: 20_000 }),
    ...props,
  });

describe('trade ticket: short selling', () => {
  it('offers Short beside Buy and Sell, with buying power, short selling power and the margin a short holds', async () => {
    serveFilledOrders();
    renderTicket();
    await setQuantity('10');
    expect(screen.getByRole('button', { name: 'Short' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cover' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Short' }));
    expect(screen.getByTestId('buying-power')).toHaveTextContent('$10,000.00');
    expect(screen.getByTestId('short-selling-power')).toHaveTextContent('$20,000.00');
    expect(screen.getByText('Margin held if sold short: 150 %')).toBeVisible();
    expect(screen.getByTestId('margin-held')).toHaveTextContent('$3,000.00');
    expect(
      screen.getByText('The $2,000.00 proceeds plus $1,000.00 of your own cash, taken from your buying power.'),
    ).toBeVisible();
    expect(screen.getByText(/a margin call covers them automatically/)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends a market short to the orders call and announces it as sold short', async () => {
    const server = serveFilledOrders();
    renderTicket();
    await setQuantity('10');
    await placeOrder('Short');
    expect(await screen.findByText('Order filled: Sold short 10 AAPL at $200.00')).toBeVisible();
    expect(server.callsTo('POST /api/orders')[0]?.body).toEqual({
      symbol: 'AAPL',
      side: 'short',
      quantity: 10,
      type: 'market',
      timeInForce: 'day',
    });
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('sends a limit short with its price', async () => {
    const server = serveFilledOrders();
    renderTicket();
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'Limit');
    await userEvent.type(screen.getByLabelText('Limit price ($)'), '210');
    await placeOrder('Short');
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
    expect(server.callsTo('POST /api/orders')[0]?.body).toMatchObject({
      side: 'short',
      type: 'limit',
      limitPrice: 210,
    });
  });

  it('disables a short the buying power cannot back, with the reason', async () => {
    const server = serveFilledOrders();
    renderTicket({ portfolio: buildPortfolio({ buyingPower: 500, shortSellingPower: 1_000 }) });
    await setQuantity('10');
    expect(screen.getByRole('button', { name: 'Short' })).toBeDisabled();
    expect(
      screen.getByText(
        'Selling 10 AAPL short holds 150% of its value: its proceeds and $1,000.00 of your own cash, but your buying power is $500.00.',
      ),
    ).toBeVisible();
    expect(server.callsTo('POST /api/orders')).toHaveLength(0);
  });

  it('disables a short while holding the stock, and a buy while short, with the reasons', async () => {
    const server = serveFilledOrders();
    const { unmount } = renderTicket({ held: 3 });
    expect(screen.getByRole('button', { name: 'Short' })).toBeDisabled();
    expect(screen.getByText('You hold AAPL: sell those shares before selling AAPL short')).toBeVisible();
    unmount();
    renderTicket({ held: -5 });
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByText('You are short AAPL: cover the short before buying AAPL')).toBeVisible();
    expect(server.callsTo('POST /api/orders')).toHaveLength(0);
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('offers Cover while short, at most the shares sold short', async () => {
    const server = serveFilledOrders();
    renderTicket({ held: -5 });
    expect(screen.getByText('You are short 5 AAPL')).toBeVisible();
    await setQuantity('6');
    expect(screen.getByRole('button', { name: 'Cover' })).toBeDisabled();
    expect(screen.getByText(/tried to cover 6/)).toBeVisible();
    expect(server.callsTo('POST /api/orders')).toHaveLength(0);
    await setQuantity('5');
    await placeOrder('Cover');
    expect(await screen.findByText('Order filled: Covered 5 AAPL at $200.00')).toBeVisible();
    expect(server.callsTo('POST /api/orders')[0]?.body).toMatchObject({ side: 'cover', quantity: 5, type: 'market' });
  });

  it('has no Short where the league switched it off, says why, and still lets an open short be covered', async () => {
    serveFilledOrders();
    renderTicket({ context: competitionTradingContext(5, 'league', [], false), held: -5 });
    expect(screen.queryByRole('button', { name: 'Short' })).not.toBeInTheDocument();
    expect(screen.getByTestId('short-off')).toHaveTextContent(
      'Short selling is switched off in this league. Your open short can still be covered.',
    );
    expect(screen.getByRole('button', { name: 'Cover' })).toBeEnabled();
    expect(screen.queryByTestId('margin-held')).not.toBeInTheDocument();
  });

  it("titles the server's short-selling refusal", async () => {
    const server = serveFilledOrders();
    server.on(
      'POST /api/orders',
      errorReply(400, 'Short selling is switched off in this league.', 'ORDER_SHORT_SELLING_UNAVAILABLE'),
    );
    renderTicket({ context: competitionTradingContext(5, 'league') });
    await placeOrder('Short');
    expect(await screen.findByText('Short Selling Off')).toBeVisible();
    expect(server.callsTo('POST /api/orders')[0]?.body).toMatchObject({ competitionId: 5, side: 'short' });
  });
});
