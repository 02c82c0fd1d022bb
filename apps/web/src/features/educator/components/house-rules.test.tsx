import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JournalEntry } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ClassJournalDialog } from './class-journal-dialog.tsx';
import { HouseRulesForm } from './house-rules-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('House rules form', () => {
  it('shows the saved rules and saves the whole set', async () => {
    const server = installFakeApi();
    server.on('PATCH /api/leagues/21/settings', { body: { success: true, message: 'ok', league: buildLeague() } });
    renderWithApp(
      <>
        <HouseRulesForm leagueId={21} rules={{ maxPositionPct: 25, blockedSymbols: ['TSLA'] }} />
        <Toaster />
      </>,
    );
    const form = screen.getByRole('form', { name: 'House rules' });
    expect(within(form).getByLabelText(/Max % of the portfolio/)).toHaveValue(25);
    expect(within(form).getByLabelText(/Blocked stocks/)).toHaveValue('TSLA');
    await userEvent.type(within(form).getByLabelText(/Max trades a day/), '3');
    await userEvent.type(within(form).getByLabelText(/Only these stocks/), 'aapl, msft');
    await userEvent.type(within(form).getByLabelText(/Commission per trade/), '1.5');
    await userEvent.click(within(form).getByLabelText(/Every order needs a note/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save house rules' }));
    expect(await screen.findByText('House rules saved.')).toBeVisible();
    expect(server.callsTo('PATCH /api/leagues/21/settings')[0]?.body).toEqual({
      rules: {
        maxPositionPct: 25,
        maxTradesPerDay: 3,
        minPrice: null,
        blockedSymbols: ['TSLA'],
        allowedSymbols: ['AAPL', 'MSFT'],
        tradingHours: null,
        commission: { perTradeCents: 150, percent: 0 },
        requireNote: true,
      },
    });
  });

  it("shows the server's refusal", async () => {
    const server = installFakeApi();
    server.on('PATCH /api/leagues/21/settings', errorReply(400, 'Trading hours must lie inside market hours.'));
    renderWithApp(
      <>
        <HouseRulesForm leagueId={21} rules={null} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save house rules' }));
    expect(await screen.findByText('Trading hours must lie inside market hours.')).toBeVisible();
  });
});

const entry = (tradeId: number, note: string | null, reflection: string | null = null): JournalEntry => ({
  tradeId,
  userId: 4,
  displayName: 'Sam',
  symbol: 'AAPL',
  side: 'sell',
  quantity: 2,
  price: 190.5,
  executedAt: '2026-11-20T15:00:00.000Z',
  note,
  reflection,
});

describe('Class journal', () => {
  it('lists notes and reflections as typed, newest first, and loads more', async () => {
    const server = installFakeApi();
    server.on('GET /api/educator/journal/21', (call) =>
      call.search.includes('cursor=9')
        ? { body: { entries: [entry(3, 'Older reason')], nextCursor: null } }
        : { body: { entries: [entry(9, '<b>Took profit</b>', 'Too early')], nextCursor: '9' } },
    );
    renderWithApp(<ClassJournalDialog leagueId={21} leagueName="Period 3" timeZone="America/Chicago" />);
    await userEvent.click(screen.getByRole('button', { name: 'Journal of Period 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Period 3 journal' });
    expect(await within(dialog).findByText('<b>Took profit</b>')).toBeVisible();
    expect(within(dialog).getByText('Reflection: Too early')).toBeVisible();
    expect(within(dialog).getByText(/Sold 2 AAPL at \$190\.50/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('Older reason')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
