import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const subscription = {
  plan: 'Educator Pro',
  status: 'active',
  isActive: true,
  cancelAtPeriodEnd: false,
  nextBillingDate: '2027-03-15T15:00:00.000Z',
  currentPeriodEnd: '2027-03-15T15:00:00.000Z',
  memberSince: '2026-03-15T15:00:00.000Z',
  priceCents: 50_000,
  activeLeagues: 3,
  totalStudents: 57,
  paymentMethod: null,
};

describe('the settings subscription card', () => {
  it('shows an educator their Educator Pro plan, dates, class figures and a link to billing', async () => {
    signInAs({ isEducator: true, timezone: 'America/Chicago' });
    const api = installFakeApi();
    api.on('GET /api/user/subscription', { body: subscription });
    renderWithApp(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText('Educator Pro · $500/year')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2027')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('57')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Billing' })).toHaveAttribute('href', '/billing-management');
  });

  it('is not shown to players, who fetch no subscription', () => {
    signInAs({ isEducator: false });
    const api = installFakeApi();
    renderWithApp(<SettingsPage />, { path: '/settings' });
    expect(screen.queryByText('Educator Subscription')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/user/subscription')).toHaveLength(0);
  });
});
