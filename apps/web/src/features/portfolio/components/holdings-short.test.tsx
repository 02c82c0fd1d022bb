import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { buildOrder, buildPosition } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';
import { HoldingsList } from './holdings-list.tsx';
import { QuickTradeDialog } from './quick-trade-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** 5 AAPL sold short at $200, now $210: covering costs $1,050, the short has lost $50. */
const short = buildPosition({
  symbol: 'AAPL',
  side: 'short',
  quantity: -5,
  averagePrice: 200,
  currentPrice: 210,
  costBasis: -1000,
  marketValue: -1050,
  totalValue: -1050,
  unrealizedPL: -50,
  profitLoss: -50,
  profitLossPercent: -5,
  dayChange: -25,
  // The short's own move (the stock rose 2.44 %).
  dayChangePercent: -2.44,
});

describe('holdings with a short position', () => {
  it('marks it Short with its share count, its value as a liability, its own P/L and a Cover button', async () => {
    installFakeApi();
    const onQuickTrade = vi.fn();
    renderWithApp(
      <HoldingsList
        positions={[buildPosition(), short]}
        live={new Map()}
        isLoading={false}
        onQuickTrade={onQuickTrade}
        onStartTrading={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your holdings' });
    const row = within(table).getByRole('row', { name: /AAPL/ });
    expect(within(row).getByText('Short')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('-$1,050.00')).toBeInTheDocument();
    expect(within(row).getByText('-$50.00')).toBeInTheDocument();
    expect(within(row).getByText('-5.00%')).toBeInTheDocument();
    const longRow = within(table).getByRole('row', { name: /MSFT/ });
    expect(within(longRow).queryByText('Short')).not.toBeInTheDocument();
    expect(within(longRow).getByRole('button', { name: 'Quick Trade MSFT' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Cover AAPL' }));
    expect(onQuickTrade).toHaveBeenCalledWith(short);
    const cards = screen.getByRole('list', { name: 'Your holdings' });
    expect(within(cards).getByText('5 shares · sold at $200.00')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('revalues a short at a live tick with signed figures', () => {
    installFakeApi();
    const tick = {
      type: 'stock_update' as const,
      symbol: 'AAPL',
      price: 190,
      change: -20,
      changePercent: -9.52,
      volume: 0,
      timestamp: '2026-11-20T15:00:00.000Z',
    };
    renderWithApp(
      <HoldingsList
        positions={[short]}
        live={new Map([['AAPL', tick]])}
        isLoading={false}
        onQuickTrade={vi.fn()}
        onStartTrading={vi.fn()}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Your holdings' })).getByRole('row', { name: /AAPL/ });
    expect(within(row).getByText('-$950.00')).toBeInTheDocument();
    expect(within(row).getByText('+$50.00')).toBeInTheDocument();
    expect(within(row).getByText('+$100.00')).toBeInTheDocument();
  });

  it('Cover in Quick Trade buys back at most the shares sold short, as a market cover order', async () => {
    const server = installFakeApi();
    server.on('POST /api/orders', (call) => ({
      status: 201,
      body: buildOrder({ ...(call.body as Partial<Order>), status: 'filled', fillPrice: 210, limitPrice: null }),
    }));
    const onClose = vi.fn();
    renderWithApp(
      <>
        <QuickTradeDialog symbol="AAPL" held={-5} price={210} marketOpen onClose={onClose} />
        <Toaster />
      </>,
    );
    expect(screen.getByText(/You are short 5 shares\./)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Cover' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Short' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Buy' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '9');
    expect(screen.getByLabelText('Quantity')).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm Cover' }));
    expect(await screen.findByText('Order filled: Covered 5 AAPL at $210.00')).toBeVisible();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST /api/orders')[0]?.body).toEqual({
      symbol: 'AAPL',
      side: 'cover',
      quantity: 5,
      type: 'market',
      timeInForce: 'day',
    });
  });
});
