import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { buildLeague } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { StorePage } from './store-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** Mine and open (5), mine but unlimited (8), someone else's (6), mine but finished (7). */
function storeServer() {
  const server = installFakeApi();
  server.on('GET /api/payments/config', { body: { provider: 'simulated', publishableKey: null } });
  server.on('GET /api/user/leagues', {
    body: [
      buildLeague(),
      buildLeague({ id: 8, name: 'Open House', maxParticipants: 999 }),
      buildLeague({ id: 6, name: 'Not Mine', isCreator: false }),
      buildLeague({ id: 7, name: 'Finished', isCompleted: true }),
    ],
  });
  return server;
}

function renderStore() {
  return renderWithApp(
    <>
      <StorePage />
      <Toaster />
    </>,
  );
}

const optionsOf = (label: string) =>
  [...(screen.getByRole('form', { name: label }).querySelector('select') as HTMLSelectElement).options].map(
    (o) => o.textContent,
  );

describe('Premium Store', () => {
  it('offers the four cash packages with their badges and prices', async () => {
    storeServer();
    renderStore();
    const packs = screen.getAllByRole('button', { name: /^Buy / }).map((b) => b.closest('div.flex-col'));
    expect(packs).toHaveLength(4);
    const texts = packs.map((p) => p?.textContent);
    expect(texts[0]).toContain('Starter Boost');
    expect(texts[0]).toContain('$10,000');
    expect(texts[0]).toContain('$4.99');
    expect(texts[1]).toMatch(/Professional.*Sale.*\$50,000.*\$5\.99/);
    expect(texts[2]).toMatch(/Elite Trader.*Popular.*\$100,000.*\$39\.99/);
    expect(texts[3]).toMatch(/Premium.*Best Value.*\$150,000.*\$49\.99/);
    expect(screen.getByText('Purchases are final and non-refundable.')).toBeVisible();
    expect(await screen.findByText(/no real card is charged/)).toBeVisible();
  });

  it('offers only my open private leagues, and slots only where there is a limit', async () => {
    storeServer();
    renderStore();
    await screen.findByRole('form', { name: 'Extend league' });
    expect(optionsOf('Extend league')).toEqual(['Select a league', 'Lunch Traders', 'Open House']);
    expect(optionsOf('Add extra participants')).toEqual(['Select a league', 'Lunch Traders']);
  });

  it('asks for a league before extending one', async () => {
    const server = storeServer();
    renderStore();
    const form = await screen.findByRole('form', { name: 'Extend league' });
    expect(within(form).getByRole('button')).toHaveTextContent('Extend for $5.99');
    await userEvent.click(within(form).getByRole('button'));
    expect(await screen.findByText('League Required')).toBeVisible();
    expect(screen.getByText('Please select a league to extend.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST /api/payments/league-features')).toHaveLength(0);
  });

  it('clamps the extra participants to 1..50 (default 1) and asks for a league', async () => {
    storeServer();
    renderStore();
    const form = await screen.findByRole('form', { name: 'Add extra participants' });
    const count = within(form).getByLabelText('Extra participants');
    expect(count).toHaveValue(1);
    await userEvent.clear(count);
    await userEvent.type(count, '75');
    expect(count).toHaveValue(50);
    expect(within(form).getByRole('button')).toHaveTextContent('Add for $49.50');
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(count).toHaveValue(1);
    await userEvent.clear(count);
    await userEvent.tab();
    expect(count).toHaveValue(1);
    await userEvent.click(within(form).getByRole('button'));
    expect(await screen.findByText('Please select a league to add extra participants to.')).toBeVisible();
  });

  it('opens the purchase dialog on its review step for the chosen item', async () => {
    storeServer();
    renderStore();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Elite Trader' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Review your purchase' })).toBeVisible();
    expect(within(dialog).getAllByText('Elite Trader: $100,000 of virtual cash')[0]).toBeVisible();
    expect(within(dialog).getByText('$39.99')).toBeVisible();
    expect(within(dialog).getByText('Review').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
