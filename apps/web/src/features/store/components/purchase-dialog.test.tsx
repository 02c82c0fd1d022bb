import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { buildLeague } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { StorePage } from './store-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const intent = {
  clientSecret: 'pi_sim_1_secret_abc',
  paymentIntentId: 'pi_sim_1',
  currency: 'usd',
  provider: 'simulated',
  publishableKey: null,
};

/** The simulated provider's test cards, as the server answers them. */
function paymentServer() {
  const server = installFakeApi();
  server.on('GET /api/payments/config', { body: { provider: 'simulated', publishableKey: null } });
  server.on('GET /api/user/leagues', { body: [buildLeague()] });
  server.on('POST /api/payments/create-payment-intent', { body: { ...intent, amount: 4.99 } });
  server.on('POST /api/payments/league-features', { body: { ...intent, amount: 2.97 } });
  server.on('POST /api/payments/simulated/confirm', (call) => {
    const card = String((call.body as { cardNumber: string }).cardNumber).replace(/\s/g, '');
    if (card === '4242424242424242')
      return { body: { paymentIntentId: 'pi_sim_1', status: 'succeeded', message: 'Payment succeeded.' } };
    if (card === '4000002500003155')
      return { body: { paymentIntentId: 'pi_sim_1', status: 'requires_action', message: 'Authenticate' } };
    return errorReply(402, 'Your card was declined.', 'PAYMENT_DECLINED');
  });
  server.on('POST /api/payments/simulated/authenticate', (call) =>
    (call.body as { approve: boolean }).approve
      ? { body: { paymentIntentId: 'pi_sim_1', status: 'succeeded', message: 'Payment succeeded.' } }
      : errorReply(402, 'We are unable to authenticate your payment method.', 'PAYMENT_DECLINED'),
  );
  server.on('POST /api/payments/force-process', { body: { status: 'succeeded', fulfilled: true, purchase: null } });
  return server;
}

function renderStore() {
  const result = renderWithApp(
    <>
      <StorePage />
      <Toaster />
    </>,
  );
  result.queryClient.setQueryData(['/api/bank/balance'], { balance: 0 });
  return result;
}

async function payWith(cardNumber: string) {
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Card number'), cardNumber);
  await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
  await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
}

async function buyStarterBoost() {
  await userEvent.click(screen.getByRole('button', { name: 'Buy Starter Boost' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  await screen.findByLabelText('Card number');
}

/** The dialog's test-mode note, where payments are simulated (GET /api/payments/config). */
const testModeNote = () => within(screen.getByRole('dialog')).queryByRole('note', { name: 'Test mode' });

describe('purchase dialog', () => {
  it('buys Starter Boost with 4242…: test payment, success, refresh, closes itself', async () => {
    const server = paymentServer();
    const { queryClient } = renderStore();
    await buyStarterBoost();
    const dialog = screen.getByRole('dialog');
    expect(server.callsTo('POST /api/payments/create-payment-intent')[0]?.body).toEqual({
      amount: 4.99,
      virtualAmount: 10000,
      type: 'virtual_cash',
    });
    expect(within(dialog).getByText('TEST PAYMENT')).toBeVisible();
    expect(within(dialog).getByText('No real card is charged.')).toBeVisible();
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0025 0000 3155'])
      expect(within(dialog).getByText(card)).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Purchase steps' }))
        .getByText('Payment')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');

    await payWith('4242424242424242');
    expect(await within(dialog).findByText('$10,000 of virtual cash is in your Trading Bank.')).toBeVisible();
    expect(within(dialog).getByText('Done').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByText('Purchase Successful!').length).toBeGreaterThan(0);
    expect(server.callsTo('POST /api/payments/simulated/confirm')[0]?.body).toEqual({
      paymentIntentId: 'pi_sim_1',
      clientSecret: 'pi_sim_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(server.callsTo('POST /api/payments/force-process')[0]?.body).toEqual({ paymentIntentId: 'pi_sim_1' });
    expect(queryClient.getQueryState(['/api/bank/balance'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  });

  it('shows Payment Failed for a declined card and lets another card be tried', async () => {
    const server = paymentServer();
    renderStore();
    await buyStarterBoost();
    await payWith('4000000000000002');
    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThan(0);
    expect(server.callsTo('POST /api/payments/force-process')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Card number'));
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    expect(await within(dialog).findByText('Purchase Successful!')).toBeVisible();
  });

  it('asks for the authentication step with 4000 0025 0000 3155', async () => {
    const server = paymentServer();
    renderStore();
    await buyStarterBoost();
    await payWith('4000002500003155');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Authenticate this payment' })).toBeVisible();
    expect(server.callsTo('POST /api/payments/force-process')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await within(dialog).findByText('Purchase Successful!')).toBeVisible();
    expect(server.callsTo('POST /api/payments/simulated/authenticate')[0]?.body).toEqual({
      paymentIntentId: 'pi_sim_1',
      clientSecret: 'pi_sim_1_secret_abc',
      approve: true,
    });
  });

  it('fails the payment when authentication is failed', async () => {
    paymentServer();
    renderStore();
    await buyStarterBoost();
    await payWith('4000002500003155');
    await userEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveTextContent('We are unable to authenticate your payment method.');
  });

  it('buys extra slots for a league: Participants Added! and the league refreshes', async () => {
    const server = paymentServer();
    const { queryClient } = renderStore();
    queryClient.setQueryData(['/api/competitions/5'], buildLeague());
    const form = await screen.findByRole('form', { name: 'Add extra participants' });
    await userEvent.selectOptions(within(form).getByLabelText('League'), '5');
    const count = within(form).getByLabelText('Extra participants');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add for $2.97' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(server.callsTo('POST /api/payments/league-features')[0]?.body).toEqual({
      type: 'extra_participants',
      leagueId: 5,
      participantCount: 3,
    });
    await screen.findByLabelText('Card number');
    await payWith('4242424242424242');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Participants Added!')).toBeVisible();
    expect(within(dialog).getByText('Lunch Traders has room for 3 more players.')).toBeVisible();
    expect(queryClient.getQueryState(['/api/competitions/5'])?.isInvalidated).toBe(true);
  });

  it('extends a league: League Extended!', async () => {
    const server = paymentServer();
    renderStore();
    const form = await screen.findByRole('form', { name: 'Extend league' });
    await userEvent.selectOptions(within(form).getByLabelText('League'), '5');
    await userEvent.click(within(form).getByRole('button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(server.callsTo('POST /api/payments/league-features')[0]?.body).toEqual({
      type: 'league_extension',
      leagueId: 5,
    });
    await screen.findByLabelText('Card number');
    await payWith('4242424242424242');
    expect(await within(screen.getByRole('dialog')).findByText('League Extended!')).toBeVisible();
  });

  it('says Payment Validation Failed when the server refuses the purchase', async () => {
    const server = paymentServer();
    server.on(
      'POST /api/payments/create-payment-intent',
      errorReply(
        400,
        'Payment Validation Failed: the amount does not match any package price.',
        'PAYMENT_AMOUNT_MISMATCH',
      ),
    );
    renderStore();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Starter Boost' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Payment Validation Failed')).toBeVisible();
    expect(screen.getByText('the amount does not match any package price.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  });

  it('says Payment Setup Error when the session expired, and starts over', async () => {
    const server = paymentServer();
    server.on(
      'POST /api/payments/simulated/confirm',
      errorReply(400, 'Payment session expired. Please try again.', 'PAYMENT_SESSION_EXPIRED'),
    );
    renderStore();
    await buyStarterBoost();
    await payWith('4242424242424242');
    expect(await screen.findByText('Payment Setup Error')).toBeVisible();
    expect(screen.getByText('Payment session expired. Please try again.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  });

  it('still succeeds when force-process fails (the webhook fulfils)', async () => {
    const server = paymentServer();
    server.on('POST /api/payments/force-process', errorReply(502, 'unreachable', 'PAYMENT_PROVIDER_UNAVAILABLE'));
    renderStore();
    await buyStarterBoost();
    await payWith('4242424242424242');
    expect(await within(screen.getByRole('dialog')).findByText('Purchase Successful!')).toBeVisible();
  });

  it('says TEST MODE, nothing is charged, on every step while payments are simulated', async () => {
    paymentServer();
    renderStore();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Starter Boost' }));
    await screen.findByRole('heading', { name: 'Review your purchase' });
    expect(await within(screen.getByRole('dialog')).findByRole('note', { name: 'Test mode' })).toHaveTextContent(
      'TEST MODE — nothing is charged: payments here are simulated.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByLabelText('Card number');
    expect(testModeNote()).toBeVisible();
    await payWith('4000002500003155');
    await screen.findByRole('heading', { name: 'Authenticate this payment' });
    expect(testModeNote()).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(testModeNote()).toBeVisible();
  });

  it('has no test-mode note when payments go through Stripe', async () => {
    const server = paymentServer();
    server.on('GET /api/payments/config', { body: { provider: 'stripe', publishableKey: 'pk_test_1' } });
    renderStore();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Starter Boost' }));
    await screen.findByRole('heading', { name: 'Review your purchase' });
    await waitFor(() => expect(server.callsTo('GET /api/payments/config').length).toBeGreaterThan(0));
    expect(testModeNote()).toBeNull();
  });
});
