import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { BillingManagementPage } from './billing-management-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

const subscription = {
  plan: 'Educator Pro',
  status: 'active',
  isActive: true,
  cancelAtPeriodEnd: false,
  nextBillingDate: '2027-03-15T15:00:00.000Z',
  currentPeriodEnd: '2027-03-15T15:00:00.000Z',
  memberSince: '2026-03-15T15:00:00.000Z',
  priceCents: 50_000,
  activeLeagues: 2,
  totalStudents: 41,
  paymentMethod: { brand: 'Visa', last4: '4242' },
};

const history = [
  {
    id: 'inv_2',
    amount: 50_000,
    date: '2026-03-15T15:00:00.000Z',
    status: 'paid',
    description: 'Educator Pro — annual subscription',
  },
];

function renderPage(overrides: Partial<typeof subscription> = {}) {
  signInAs({ isEducator: true, timezone: 'America/New_York' });
  const api = installFakeApi();
  let current = { ...subscription, ...overrides };
  api.on('GET /api/user/subscription', () => ({ body: current }));
  api.on('GET /api/billing/history', { body: history });
  api.on('GET /api/payments/config', { body: { provider: 'simulated', publishableKey: null } });
  api.on('POST /api/billing/cancel-subscription', () => {
    current = { ...current, status: 'canceled', cancelAtPeriodEnd: true };
    return {
      body: {
        success: true,
        message: 'Your subscription will be canceled at the end of the current billing period.',
        currentPeriodEnd: current.currentPeriodEnd,
      },
    };
  });
  api.on('POST /api/billing/reactivate-subscription', () => {
    current = { ...current, status: 'active', cancelAtPeriodEnd: false };
    return { body: { success: true, message: 'Your subscription has been reactivated and will renew automatically.' } };
  });
  api.on('POST /api/billing/update-payment-method', { body: { url: '/billing/payment-method' } });
  api.on('GET /api/billing/invoice/inv_2', { body: { url: '/billing/invoices/inv_2' } });
  renderWithApp(
    <>
      <BillingManagementPage />
      <Toaster />
    </>,
    { path: '/billing-management' },
  );
  return api;
}

describe('the billing management page', () => {
  it('shows a player Access Denied with a link back to settings, and fetches no billing data', () => {
    signInAs({ isEducator: false });
    const api = installFakeApi();
    renderWithApp(<BillingManagementPage />, { path: '/billing-management' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Billing management is only available for educators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(api.calls).toHaveLength(0);
  });

  it('says TEST MODE, nothing is charged, while payments are simulated', async () => {
    renderPage();
    expect(await screen.findByRole('note', { name: 'Test mode' })).toHaveTextContent(
      'TEST MODE — nothing is charged: payments here are simulated.',
    );
  });

  it('shows the plan, status, dates, payment method and the history in dollars', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Educator Pro' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$500.00/year')).toBeInTheDocument();
    expect(screen.getAllByText('Mar 15, 2027')).toHaveLength(2);
    expect(screen.getByText('Mar 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    const invoices = within(await screen.findByRole('list', { name: 'Invoices' }));
    expect(invoices.getByText('$500.00')).toBeInTheDocument();
    expect(invoices.getByText('paid')).toBeInTheDocument();
  });

  it('cancels at the period end after confirmation, then offers Reactivate', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/keep every educator feature until Mar 15, 2027/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/cancel-subscription')).toHaveLength(1);
    expect(await screen.findByText('Cancels at period end')).toBeInTheDocument();
    expect(screen.getByText('No renewal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText('Subscription Reactivated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('says Cancellation Failed with the server text', async () => {
    const api = renderPage();
    api.on(
      'POST /api/billing/cancel-subscription',
      errorReply(409, 'Only an active subscription can be canceled.', 'BILLING_INVALID_STATE'),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Only an active subscription can be canceled.').length).toBeGreaterThan(0);
  });

  it('opens the billing portal in a new tab', async () => {
    renderPage();
    const tab = { opener: 'me' } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/billing/payment-method', '_blank'));
    expect(tab.opener).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the link and Copy URL when the popup is blocked', async () => {
    renderPage();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Popup blocked' })).toBeInTheDocument();
    expect(dialog.getByRole('link')).toHaveAttribute('href', `${window.location.origin}/billing/payment-method`);
    await user.click(dialog.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/billing/payment-method`);
  });

  it('explains the portal setup when the provider portal is not configured', async () => {
    const api = renderPage();
    api.on(
      'POST /api/billing/update-payment-method',
      errorReply(
        409,
        "The billing portal is not configured: the provider's customer portal must be set up.",
        'BILLING_PORTAL_NOT_CONFIGURED',
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByRole('heading', { name: 'Billing portal not set up' })).toBeInTheDocument();
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
  });

  it('says Update Failed for any other portal error', async () => {
    const api = renderPage();
    api.on(
      'POST /api/billing/update-payment-method',
      errorReply(502, 'The payment provider did not answer.', 'PAYMENT_PROVIDER_ERROR'),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  });

  it('opens an invoice, or says Download Failed', async () => {
    const api = renderPage();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Invoice/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/billing/invoices/inv_2', '_blank'));
    api.on('GET /api/billing/invoice/inv_2', errorReply(404, 'Invoice not found', 'BILLING_INVOICE_NOT_FOUND'));
    await user.click(screen.getByRole('button', { name: /^Invoice/ }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
  });

  it('says so when there are no invoices yet', async () => {
    const api = renderPage();
    api.on('GET /api/billing/history', { body: [] });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });
});
