import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { PaymentMethodPage } from './payment-method-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderPage() {
  signInAs({ isEducator: true });
  const api = installFakeApi();
  api.on('GET /api/payments/config', { body: { provider: 'simulated', publishableKey: null } });
  api.on('POST /api/billing/simulated/payment-method', (call) =>
    String((call.body as { cardNumber: string }).cardNumber).replace(/\s/g, '') === '4242424242424242'
      ? {
          body: {
            success: true,
            message: 'Your payment method has been updated.',
            paymentMethod: { brand: 'Visa', last4: '4242' },
          },
        }
      : errorReply(400, 'This is a test payment and no real card is charged.', 'PAYMENT_CARD_NOT_TEST'),
  );
  renderWithApp(
    <>
      <PaymentMethodPage />
      <Toaster />
    </>,
    { path: '/billing/payment-method' },
  );
  return api;
}

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('the simulated payment-method page', () => {
  it('replaces the stored card with a test card', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    expect(screen.getByText('TEST PAYMENT')).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Test mode' })).toHaveTextContent('TEST MODE — nothing is charged');
    await enterCard(user, '4242424242424242');
    expect(await screen.findByText('Saved: Visa ending in 4242.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/simulated/payment-method')[0]?.body).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it('says Update Failed for a card that is not a test card', async () => {
    renderPage();
    await enterCard(userEvent.setup(), '5555555555554444');
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  });
});
