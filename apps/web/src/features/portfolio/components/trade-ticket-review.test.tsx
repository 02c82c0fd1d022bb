import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeTicket } from '@/components/trade-ticket/trade-ticket.tsx';
import {
  OPEN_MARKET,
  placeOrder,
  renderTicket as renderTicketWith,
  serveFilledOrders,
  setQuantity,
} from '@/components/trade-ticket/trade-ticket-test-kit.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';
import { buildPortfolio, signInAs } from '@/test/builders.ts';
import { seriousViolations } from '@/test/serious-violations.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const renderTicket = (props: Partial<Parameters<typeof TradeTicket>[0]> = {}) =>
  renderTicketWith({ context: personalTradingContext, portfolio: buildPortfolio(), ...props });

const review = async (side: string) => {
  await userEvent.click(screen.getByRole('button', { name: side }));
  await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
  return screen.findByRole('dialog', { name: 'Review your order' });
};

const figure = (dialog: HTMLElement, testId: string) => within(dialog).getByTestId(testId);

describe('trade ticket: review and confirm', () => {
  it('reviews a buy (cost, fees, buying power after) and sends it only on Confirm', async () => {
    const server = serveFilledOrders();
    renderTicket({ symbol: 'MSFT', price: 400 });
    await setQuantity('10');
    const dialog = await review('Buy');
    expect(within(dialog).getByText('Buy 10 MSFT · Market · Day')).toBeVisible();
    expect(figure(dialog, 'review-total')).toHaveTextContent('$4,000.00');
    expect(within(dialog).getByText('Estimated cost')).toBeVisible();
    expect(figure(dialog, 'review-fees')).toHaveTextContent('$0.00');
    expect(figure(dialog, 'review-buying-power-after')).toHaveTextContent('$96,000.00');
    expect(await seriousViolations()).toEqual([]);
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
    await userEvent.click(within(await review('Buy')).getByRole('button', { name: 'Confirm Buy' }));
    await waitFor(() => expect(server.callsTo('POST /api/trade-action')).toHaveLength(1));
    expect(server.callsTo('POST /api/trade-action')[0]?.body).toMatchObject({
      symbol: 'MSFT',
      action: 'buy',
      shares: 10,
    });
  }, 20_000);

  it('sends one request per Confirm, each with its own Idempotency-Key, on the trade call and on POST /api/orders', async () => {
    const server = serveFilledOrders();
    renderTicket();
    await placeOrder('Buy');
    await waitFor(() => expect(server.callsTo('POST /api/trade-action')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review order' })).toBeEnabled());
    await placeOrder('Short');
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
    const keys = [server.callsTo('POST /api/trade-action')[0], server.callsTo('POST /api/orders')[0]].map(
      (call) => call?.headers['idempotency-key'],
    );
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(1);
  });

  it("sends a championship's market order to its trade route with an Idempotency-Key", async () => {
    const server = serveFilledOrders();
    renderTicket({ context: competitionTradingContext(7, 'championship') });
    await placeOrder('Buy');
    await waitFor(() => expect(server.callsTo('POST /api/competition/7/trade')).toHaveLength(1));
    expect(server.callsTo('POST /api/competition/7/trade')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reviews a sale with its proceeds and the buying power it frees', async () => {
    serveFilledOrders();
    renderTicket({ held: 7 });
    await setQuantity('5');
    const dialog = await review('Sell');
    expect(within(dialog).getByText('Estimated proceeds')).toBeVisible();
    expect(figure(dialog, 'review-total')).toHaveTextContent('$1,000.00');
    expect(figure(dialog, 'review-buying-power-after')).toHaveTextContent('$101,000.00');
  });

  it('says in the review that a market order placed while closed fills at the next open', async () => {
    const server = serveFilledOrders();
    renderTicket({ market: { ...OPEN_MARKET, isOpen: false, session: 'closed', reason: 'Weekend' } });
    const dialog = await review('Buy');
    expect(within(dialog).getByText(/fills at the next open's price/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Buy' }));
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
  });

  it('sets Max to what the buying power affords for a buy or a short, and to the position for a sale or cover', async () => {
    serveFilledOrders();
    const { unmount } = renderTicket({ symbol: 'BKNG', price: 2748.59 });
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Quantity (shares)')).toHaveValue('36');
    await userEvent.click(screen.getByRole('button', { name: 'Short' }));
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    // A short holds 50 % of its value from own cash: 72 × $2,748.59 / 2 = $98,949.24 ≤ $100,000.
    expect(screen.getByLabelText('Quantity (shares)')).toHaveValue('72');
    unmount();
    renderTicket({ held: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Quantity (shares)')).toHaveValue('7');
  });

  it('disables Buy with the reason when the buying power cannot pay for the order, sending nothing', async () => {
    const server = serveFilledOrders();
    renderTicket({ symbol: 'BKNG', price: 2748.59 });
    await setQuantity('50');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByText('Not enough buying power: $137,429.50 needed, $100,000.00 available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
    await setQuantity('36');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(screen.queryByText(/Not enough buying power/)).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('disables Short with the reason when the buying power cannot back it', async () => {
    serveFilledOrders();
    renderTicket({ portfolio: buildPortfolio({ buyingPower: 500, shortSellingPower: 1_000 }) });
    await setQuantity('10');
    expect(screen.getByRole('button', { name: 'Short' })).toBeDisabled();
    expect(screen.getByText(/Selling 10 AAPL short holds 150% of its value/)).toBeVisible();
  });

  it('disables Sell with the reason while no shares are held', async () => {
    serveFilledOrders();
    renderTicket({ held: 0 });
    expect(screen.getByRole('button', { name: 'Sell' })).toBeDisabled();
    expect(screen.getByText('You hold no AAPL to sell.')).toBeVisible();
  });

  it('explains a short sale before the first one, and remembers it for the player', async () => {
    const server = serveFilledOrders();
    signInAs({ id: 41 });
    const { unmount } = renderTicket();
    let dialog = await review('Short');
    expect(within(dialog).getByText('Your first short sale')).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Short' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('POST /api/orders')).toHaveLength(1));
    unmount();
    renderTicket();
    dialog = await review('Short');
    expect(within(dialog).queryByText('Your first short sale')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Short' })).toBeEnabled();
  });

  it('shows the margin detail only when Short is chosen', async () => {
    serveFilledOrders();
    renderTicket({ portfolio: buildPortfolio({ buyingPower: 10_000, shortSellingPower: 20_000 }) });
    await setQuantity('10');
    expect(screen.queryByTestId('short-selling-power')).not.toBeInTheDocument();
    expect(screen.queryByText(/Margin held if sold short/)).not.toBeInTheDocument();
    expect(screen.queryByText(/a margin call covers them automatically/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Short' }));
    expect(screen.getByTestId('short-selling-power')).toHaveTextContent('$20,000.00');
    expect(screen.getByText('Margin held if sold short: 150 %')).toBeVisible();
    expect(screen.getByText(/a margin call covers them automatically/)).toBeVisible();
  });
});
