import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankTransaction, TransferTarget } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { BankPage } from './bank-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const targets: TransferTarget[] = [
  { label: 'Personal Portfolio', portfolioType: 'personal', leagueId: null },
  { label: 'Weekly Championship · Season 47', portfolioType: 'weekly', leagueId: null },
  { label: 'Lunch Traders', portfolioType: 'league', leagueId: 5 },
];

const prize: BankTransaction = {
  id: 1,
  type: 'prize',
  amount: 5_000,
  portfolio: 'Weekly Championship · Season 46',
  date: '2026-03-06T21:00:00.000Z',
};

/** A bank holding $15,000 after a prize and a Starter Boost purchase. */
function bankServer(
  transactions: BankTransaction[] = [
    { id: 2, type: 'purchase', amount: 10_000, portfolio: 'Starter Boost', date: '2026-03-07T10:00:00.000Z' },
    prize,
  ],
) {
  const server = installFakeApi();
  let balance = 15_000;
  let history = transactions;
  server.on('GET /api/bank/balance', () => ({ body: { balance } }));
  server.on('GET /api/bank/transactions', () => ({ body: history }));
  server.on('GET /api/bank/transfer-targets', { body: targets });
  return {
    server,
    applyTransfer(amount: number, label: string) {
      balance -= amount;
      history = [
        { id: 9, type: 'transfer', amount: -amount, portfolio: label, date: '2026-03-08T10:00:00.000Z' },
        ...history,
      ];
    },
  };
}

function renderBank() {
  return renderWithApp(
    <>
      <BankPage timeZone="UTC" />
      <Toaster />
    </>,
  );
}

async function transfer(amount: string, portfolio?: string) {
  if (amount) await userEvent.type(await screen.findByLabelText('Amount ($)'), amount);
  if (portfolio) await userEvent.selectOptions(await screen.findByLabelText('Portfolio'), portfolio);
  await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
}

describe('Trading Bank', () => {
  it('says what a reversed payment left owed', async () => {
    const { server } = bankServer();
    server.on('GET /api/bank/balance', {
      body: { balance: 0, owed: 120_000, paymentReversedAt: '2026-03-08T10:00:00.000Z' },
    });
    renderBank();
    expect(await screen.findByTestId('bank-owed')).toHaveTextContent('Payment reversed — $120,000.00 owed');
  });

  it('shows the balance and the history newest first', async () => {
    bankServer();
    renderBank();
    expect(await screen.findByTestId('bank-balance')).toHaveTextContent('$15,000.00');
    const rows = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Starter Boost'),
      expect.stringContaining('Weekly Championship · Season 46'),
    ]);
    expect(rows[0]).toHaveTextContent('+$10,000.00');
    expect(rows[1]).toHaveTextContent('Prize · Mar 6, 2026');
  });

  it('has an empty state without transactions', async () => {
    bankServer([]);
    renderBank();
    expect(await screen.findByText('No transactions yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Visit the Store' })).toHaveAttribute('href', '/store');
  });

  it('lists the eligible portfolios the server offers', async () => {
    bankServer();
    renderBank();
    const select = (await screen.findByLabelText('Portfolio')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Select a portfolio',
      'Personal Portfolio',
      'Weekly Championship · Season 47',
      'Lunch Traders',
    ]);
  });

  it.each([
    ['', 'Weekly Championship · Season 47', 'Invalid Amount', 'Please enter a valid transfer amount'],
    ['-5', 'Weekly Championship · Season 47', 'Invalid Amount', 'Please enter a valid transfer amount'],
    ['1.234', 'Weekly Championship · Season 47', 'Invalid Amount', 'Please enter a valid transfer amount'],
    [
      '15000.01',
      'Weekly Championship · Season 47',
      'Insufficient Funds',
      'Transfer amount exceeds available bank balance',
    ],
    ['500', undefined, 'Select Portfolio', 'Please choose a portfolio to transfer funds to'],
  ])('checks %j into %s before sending: %s', async (amount, portfolio, title, text) => {
    const { server } = bankServer();
    renderBank();
    await screen.findByTestId('bank-balance');
    await transfer(amount, portfolio);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(server.callsTo('POST /api/bank/transfer')).toHaveLength(0);
  });

  it('moves money into a championship portfolio and refreshes balance and history', async () => {
    const bank = bankServer();
    bank.server.on('POST /api/bank/transfer', (call) => {
      bank.applyTransfer(5_000, 'Weekly Championship · Season 47');
      return {
        body: {
          success: true,
          message: 'Transfer Successful: $5,000.00 moved to Weekly Championship · Season 47',
          amount: (call.body as { amount: number }).amount,
          balance: 10_000,
          portfolio: 'Weekly Championship · Season 47',
        },
      };
    });
    renderBank();
    await screen.findByTestId('bank-balance');
    await transfer('5,000', 'Weekly Championship · Season 47');
    expect(await screen.findByText('Transfer Successful')).toBeVisible();
    expect(screen.getByText('$5,000.00 moved to Weekly Championship · Season 47.')).toBeVisible();
    expect(bank.server.callsTo('POST /api/bank/transfer')[0]?.body).toEqual({ amount: 5000, portfolioType: 'weekly' });
    await waitFor(() => expect(screen.getByTestId('bank-balance')).toHaveTextContent('$10,000.00'));
    const rows = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    await waitFor(() => expect(rows[0]).toHaveTextContent('-$5,000.00'));
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('');
  });

  it('sends the league id for a league portfolio', async () => {
    const { server } = bankServer();
    server.on('POST /api/bank/transfer', {
      body: { success: true, message: 'ok', amount: 250.5, balance: 14_749.5, portfolio: 'Lunch Traders' },
    });
    renderBank();
    await screen.findByTestId('bank-balance');
    await transfer('250.50', 'Lunch Traders');
    expect(await screen.findByText('$250.50 moved to Lunch Traders.')).toBeVisible();
    expect(server.callsTo('POST /api/bank/transfer')[0]?.body).toEqual({
      amount: 250.5,
      portfolioType: 'league',
      leagueId: 5,
    });
  });

  it("says Transfer Failed with the server's message, or asks to try later", async () => {
    const { server } = bankServer();
    server.on(
      'POST /api/bank/transfer',
      errorReply(409, 'This league has ended: its portfolio takes no more transfers.', 'LEAGUE_COMPLETED'),
    );
    renderBank();
    await screen.findByTestId('bank-balance');
    await transfer('100', 'Lunch Traders');
    expect(await screen.findByText('Transfer Failed')).toBeVisible();
    expect(screen.getByText('This league has ended: its portfolio takes no more transfers.')).toBeVisible();
    server.on('POST /api/bank/transfer', { status: 503, body: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Please try again later')).toBeVisible();
  });
});
