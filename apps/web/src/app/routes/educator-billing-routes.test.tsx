import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { renderAppAt } from '@/test/render-app.tsx';
import { seriousViolations } from '@/test/serious-violations.ts';

afterEach(() => vi.unstubAllGlobals());

describe('educator and billing routes', () => {
  it.each([
    ['/brochure', 'TradeArena for Educators'],
    ['/educator-access', 'Educator Pro'],
    ['/educator-subscription', 'Institution information'],
    ['/educator-subscription-success', 'Verifying Payment'],
  ])('%s is public and accessible', async (path, heading) => {
    renderAppAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('tells an educator opening the wizard again that they already have Educator Pro', async () => {
    signInAs({ isEducator: true });
    renderAppAt('/educator-subscription');
    expect(
      await screen.findByRole('heading', { name: 'You already have Educator Pro' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing Management' })).toHaveAttribute('href', '/billing-management');
  });

  it('sends /register to sign-up on /login', async () => {
    renderAppAt('/register');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('asks a visitor opening billing management to sign in', async () => {
    renderAppAt('/billing-management');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows a signed-in player Access Denied on billing management', async () => {
    signInAs({ isEducator: false });
    renderAppAt('/billing-management');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows an educator billing management, accessibly', async () => {
    signInAs({ isEducator: true });
    const server = renderAppAt('/billing-management');
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
