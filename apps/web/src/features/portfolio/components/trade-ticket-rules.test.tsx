import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { placeOrder, renderTicket, setQuantity } from '@/components/trade-ticket/trade-ticket-test-kit.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';
import { buildPortfolio } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';

afterEach(() => clearToasts());

const rules = {
  maxPositionPct: 25,
  maxTradesPerDay: 3,
  minPrice: 5,
  blockedSymbols: ['TSLA'],
  tradingHours: { start: '08:30', end: '14:00' },
  commission: { perTradeCents: 100, percent: 0.1 },
  requireNote: true,
};

function serveTrade() {
  const server = installFakeApi();
  server.on('GET /api/orders', { body: [] });
  server.on('POST /api/trade-action', {
    body: {
      success: true,
      message: 'Bought 2 AAPL at $200.00',
      trade: {
        id: 3,
        symbol: 'AAPL',
        action: 'buy',
        shares: 2,
        price: 200,
        total: 400,
        realizedProfitLoss: -1.4,
        cashAfter: 99_598.6,
        executedAt: '2026-11-20T15:00:00.000Z',
        note: 'Strong quarter',
        commission: 1.4,
      },
      portfolio: buildPortfolio(),
      achievementsUnlocked: [],
    },
  });
  return server;
}

describe('trade ticket: a league with house rules', () => {
  it('shows the rules before trading, requires the note, and sends it with the order', async () => {
    const server = serveTrade();
    const context = competitionTradingContext(7, 'league', [], true, rules);
    renderTicket({ context, portfolio: buildPortfolio({ buyingPower: 100_000 }) });
    const list = screen.getByRole('region', { name: 'House rules' });
    for (const text of [
      'At most 25 % of the portfolio in one stock',
      'At most 3 trades a day',
      'No buying or shorting stocks under $5.00',
      'Not these stocks: TSLA',
      "Trading from 08:30 to 14:00 (the teacher's time zone)",
      'Commission per trade: $1.00 + 0.1 %',
      'Every order needs a note: why you are trading',
    ])
      expect(list).toHaveTextContent(text);
    await setQuantity('2');
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('This league asks why you are trading.')).toBeVisible();
    expect(screen.getByLabelText('Note (required)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Note (required)'), 'Strong quarter');
    await placeOrder('Buy');
    await waitFor(() => expect(server.callsTo('POST /api/trade-action')).toHaveLength(1));
    expect(server.callsTo('POST /api/trade-action')[0]?.body).toEqual({
      symbol: 'AAPL',
      action: 'buy',
      shares: 2,
      currentPrice: '200.00',
      note: 'Strong quarter',
      portfolioType: 'league',
      competitionId: 7,
    });
  });

  it("reviews the league's estimated commission, and the buying power after takes it", async () => {
    serveTrade();
    const context = competitionTradingContext(7, 'league', [], true, { commission: rules.commission });
    renderTicket({ context, portfolio: buildPortfolio({ buyingPower: 100_000 }) });
    await setQuantity('2');
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your order' });
    // 2 × $200.00 = $400.00; $1.00 + 0.1 % of $400.00 = $1.40.
    expect(within(dialog).getByTestId('review-total')).toHaveTextContent('$400.00');
    expect(within(dialog).getByText('Estimated commission')).toBeVisible();
    expect(within(dialog).getByTestId('review-fees')).toHaveTextContent('$1.40');
    expect(within(dialog).getByTestId('review-buying-power-after')).toHaveTextContent('$99,598.60');
  });

  it('shows no rules and an optional note elsewhere', () => {
    installFakeApi().on('GET /api/orders', { body: [] });
    renderTicket({ context: personalTradingContext });
    expect(screen.queryByRole('region', { name: 'House rules' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note (optional)')).toBeVisible();
  });
});
