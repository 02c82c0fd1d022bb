import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { InvoicePage } from './invoice-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invoice = {
  id: 'inv_7',
  number: 'TA-2026-0007',
  date: '2026-03-15T15:00:00.000Z',
  amount: 50_000,
  status: 'paid',
  description: 'Educator Pro — annual subscription',
  periodStart: '2026-03-15T15:00:00.000Z',
  periodEnd: '2027-03-15T15:00:00.000Z',
  customer: {
    name: 'Grace Hopper',
    email: 'grace@school.edu',
    institutionName: 'Lincoln High',
    addressLines: ['1 Main St', 'Springfield, IL 62701'],
  },
};

function renderInvoice(id = 'inv_7') {
  signInAs({ isEducator: true, timezone: 'America/New_York' });
  const api = installFakeApi();
  api.on('GET /api/billing/invoices/inv_7', { body: invoice });
  api.on('GET /api/billing/invoices/nope', errorReply(404, 'Invoice not found', 'BILLING_INVOICE_NOT_FOUND'));
  renderWithApp(<InvoicePage />, { path: `/billing/invoices/${id}`, routePath: '/billing/invoices/:id' });
}

describe('the printable invoice', () => {
  it('shows the customer, the period, the amount in dollars and prints', async () => {
    renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Invoice TA-2026-0007' })).toBeInTheDocument();
    expect(screen.getByText('Lincoln High')).toBeInTheDocument();
    expect(screen.getByText('Springfield, IL 62701')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2026 – Mar 15, 2027')).toBeInTheDocument();
    expect(screen.getAllByText('$500.00')).toHaveLength(2);
    expect(screen.getByText('paid')).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('says when the invoice does not exist', async () => {
    renderInvoice('nope');
    expect(await screen.findByText('Invoice not found.')).toBeInTheDocument();
  });
});
