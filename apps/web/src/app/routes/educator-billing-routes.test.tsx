import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildUser, signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { seriousViolations } from '@/test/serious-violations.ts';
import { App } from '../app.tsx';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string) {
  const server = installFakeApi();
  server.on('PUT /api/user/timezone', { body: { user: buildUser() } });
  server.on('GET /api/user', errorReply(401, 'Please sign in to continue', 'AUTH_REQUIRED'));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}

describe('educator and billing routes', () => {
  it.each([
    ['/brochure', 'TradeArena for Educators'],
    ['/educator-access', 'Educator Pro'],
    ['/educator-subscription', 'Institution information'],
    ['/educator-subscription-success', 'Verifying Payment'],
  ])('%s is public and accessible', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('tells an educator opening the wizard again that they already have Educator Pro', async () => {
    signInAs({ isEducator: true });
    renderApp('/educator-subscription');
    expect(
      await screen.findByRole('heading', { name: 'You already have Educator Pro' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing Management' })).toHaveAttribute('href', '/billing-management');
  });

  it('sends /register to sign-up on /login', async () => {
    renderApp('/register');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('asks a visitor opening billing management to sign in', async () => {
    renderApp('/billing-management');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows a signed-in player Access Denied on billing management', async () => {
    signInAs({ isEducator: false });
    renderApp('/billing-management');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows an educator billing management, accessibly', async () => {
    signInAs({ isEducator: true });
    const server = renderApp('/billing-management');
    server.on('GET /api/user/subscription', {
      body: {
        plan: 'Educator Pro',
        status: 'active',
        isActive: true,
        cancelAtPeriodEnd: false,
        nextBillingDate: '2027-03-15T15:00:00.000Z',
        currentPeriodEnd: '2027-03-15T15:00:00.000Z',
        memberSince: '2026-03-15T15:00:00.000Z',
        priceCents: 50_000,
        activeLeagues: 1,
        totalStudents: 20,
        paymentMethod: { brand: 'Visa', last4: '4242' },
      },
    });
    server.on('GET /api/billing/history', {
      body: [
        { id: 'inv_1', amount: 50_000, date: '2026-03-15T15:00:00.000Z', status: 'paid', description: 'Educator Pro' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Billing Management' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Invoices' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});
