import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EducatorAccessPage } from './educator-access-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderPage() {
  const api = installFakeApi();
  api.on('POST /api/district-inquiry', {
    body: { success: true, message: 'Inquiry Sent Successfully. We will get back to you within 1 business day.' },
  });
  renderWithApp(
    <>
      <EducatorAccessPage />
      <Toaster />
    </>,
    { path: '/educator-access' },
  );
  return api;
}

async function openInquiry(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'District pricing' }));
  return within(screen.getByRole('dialog'));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText('Your name *'), 'Dana Smith');
  await user.type(dialog.getByLabelText('Email *'), 'dana@district.k12.us');
  await user.type(dialog.getByLabelText('District or institution *'), 'Springfield Unified');
  await user.type(dialog.getByLabelText('Number of schools *'), '12');
  await user.type(dialog.getByLabelText('Estimated educators *'), '300');
  await user.selectOptions(dialog.getByLabelText('Timeline *'), 'next-semester');
}

describe('the educator access page', () => {
  it('links to the wizard and to sign-in', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Subscribe for $500/year' })).toHaveAttribute(
      'href',
      '/educator-subscription',
    );
    expect(screen.getByRole('link', { name: 'Educator Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'What educators say' })).toBeInTheDocument();
  });

  it('checks the district inquiry before sending it', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    const dialog = await openInquiry(user);
    await user.click(dialog.getByRole('button', { name: 'Send inquiry' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your name');
    await user.type(dialog.getByLabelText('Your name *'), 'Dana Smith');
    await user.type(dialog.getByLabelText('Email *'), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Send inquiry' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(/email/i);
    await user.clear(dialog.getByLabelText('Email *'));
    await user.type(dialog.getByLabelText('Email *'), 'dana@district.k12.us');
    await user.type(dialog.getByLabelText('District or institution *'), 'Springfield Unified');
    await user.click(dialog.getByRole('button', { name: 'Send inquiry' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter the number of schools');
    expect(api.callsTo('POST /api/district-inquiry')).toHaveLength(0);
  });

  it('sends the inquiry and says Inquiry Sent Successfully', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    const dialog = await openInquiry(user);
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Inquiry Sent Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/district-inquiry')[0]?.body).toEqual({
      name: 'Dana Smith',
      email: 'dana@district.k12.us',
      institution: 'Springfield Unified',
      numberOfSchools: 12,
      estimatedEducators: 300,
      timeline: 'next-semester',
    });
  });

  it('says Failed to send inquiry when the server refuses, and keeps the form', async () => {
    const api = renderPage();
    api.on(
      'POST /api/district-inquiry',
      errorReply(429, 'Too many inquiries. Please try again later.', 'RATE_LIMITED'),
    );
    const user = userEvent.setup();
    const dialog = await openInquiry(user);
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Failed to send inquiry')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your name *')).toHaveValue('Dana Smith');
  });
});
