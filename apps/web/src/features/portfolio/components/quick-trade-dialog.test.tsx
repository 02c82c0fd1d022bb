import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { QuickTradeDialog } from './quick-trade-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The server's answer to selling 5 MSFT at $400. */
const tradeActionReply = {
  success: true,
  message: 'ok',
  trade: {
    id: 2,
    symbol: 'MSFT',
    action: 'sell',
    shares: 5,
    price: 400,
    total: 2000,
    realizedProfitLoss: 10,
    cashAfter: 1,
    executedAt: '',
  },
  portfolio: {
    totalValue: 1,
    cashBalance: 1,
    winRate: 100,
    totalProfitLoss: 10,
    realizedProfitLoss: 10,
    unrealizedProfitLoss: 0,
    winningTrades: 1,
    totalTrades: 2,
    closedTrades: 1,
    totalReturn: 0,
    positions: [],
  },
  achievementsUnlocked: [],
};

function renderDialog(onClose = vi.fn()) {
  renderWithApp(<QuickTradeDialog symbol="MSFT" held={10} price={400} marketOpen onClose={onClose} />);
  return { onClose, quantity: () => screen.getByLabelText('Quantity') as HTMLInputElement };
}

/** A Quick Trade button that opens the dialog, as a holdings row does. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quick Trade MSFT
      </button>
      {open && <QuickTradeDialog symbol="MSFT" held={10} price={400} marketOpen onClose={() => setOpen(false)} />}
    </>
  );
}

/** Review order, then Confirm in the review (the order is sent only then). */
async function confirmInReview(side: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
  const review = await screen.findByRole('dialog', { name: 'Review your order' });
  await userEvent.click(within(review).getByRole('button', { name: `Confirm ${side}` }));
}

describe('Quick Trade dialog', () => {
  it('resets the quantity to 1 on blur when it is empty or below 1', async () => {
    installFakeApi();
    const { quantity } = renderDialog();
    await userEvent.clear(quantity());
    fireEvent.blur(quantity());
    expect(quantity().value).toBe('1');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '0');
    fireEvent.blur(quantity());
    expect(quantity().value).toBe('1');
  });

  it('caps the quantity at the held shares when selling and at 999999 when buying', async () => {
    installFakeApi();
    const { quantity } = renderDialog();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '12345678');
    expect(quantity().value).toBe('999999');
    expect(screen.getByText('$399,999,600.00')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(quantity().value).toBe('10');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '25');
    expect(quantity().value).toBe('10');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('sells the chosen quantity and closes after success', async () => {
    const server = installFakeApi();
    server.on('POST /api/trade-action', { body: tradeActionReply });
    const { onClose, quantity } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '5');
    expect(screen.getByText('$2,000.00')).toBeVisible();
    await confirmInReview('Sell');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST /api/trade-action')[0]?.body).toMatchObject({
      symbol: 'MSFT',
      action: 'sell',
      shares: 5,
    });
  });

  it('disables Buy with the reason when the buying power cannot pay, and Max fills in what it can', async () => {
    const server = installFakeApi();
    renderWithApp(
      <QuickTradeDialog symbol="MSFT" held={10} price={400} buyingPower={1000} marketOpen onClose={vi.fn()} />,
    );
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByTestId('buy-why')).toHaveTextContent(
      'Not enough buying power: $1,200.00 needed, $1,000.00 available',
    );
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(quantity.value).toBe('2');
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeEnabled();
    expect(screen.queryByTestId('buy-why')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(quantity.value).toBe('10');
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('reviews the order (proceeds, fees, buying power after) and sends one request with an Idempotency-Key on Confirm', async () => {
    const server = installFakeApi();
    server.on('POST /api/trade-action', { body: tradeActionReply });
    const onClose = vi.fn();
    renderWithApp(
      <QuickTradeDialog symbol="MSFT" held={10} price={400} buyingPower={1000} marketOpen onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    expect(within(review).getByText('Sell 5 MSFT · Market · Day')).toBeVisible();
    expect(within(review).getByText('Estimated proceeds')).toBeVisible();
    expect(within(review).getByTestId('review-total')).toHaveTextContent('$2,000.00');
    expect(within(review).getByTestId('review-fees')).toHaveTextContent('$0.00');
    expect(within(review).getByTestId('review-buying-power-after')).toHaveTextContent('$3,000.00');
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm Sell' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = server.callsTo('POST /api/trade-action');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses while the market is closed, quoting the 1:00 PM close after an early close (2026-12-24)', async () => {
    const server = installFakeApi();
    const market = {
      isOpen: false,
      session: 'closed' as const,
      opensAt: '2026-12-24T14:30:00.000Z',
      closesAt: '2026-12-24T18:00:00.000Z',
      nextOpenAt: '2026-12-28T14:30:00.000Z',
      reason: 'After the close',
    };
    renderWithApp(
      <>
        <QuickTradeDialog symbol="MSFT" held={10} price={400} marketOpen={false} market={market} onClose={vi.fn()} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('dialog', { name: 'Review your order' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Trading is only available during market hours: 9:30 AM - 1:00 PM ET, Monday-Friday'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/trade-action')).toHaveLength(0);
  });

  it('gives the focus back to the Quick Trade button that opened it when it closes', async () => {
    installFakeApi();
    renderWithApp(<Opener />);
    const opener = screen.getByRole('button', { name: 'Quick Trade MSFT' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Quick Trade MSFT' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
