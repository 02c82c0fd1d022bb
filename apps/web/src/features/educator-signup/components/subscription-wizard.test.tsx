import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearToasts } from '@/components/ui/use-toast.ts';
import { signInAs } from '@/test/builders.ts';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SubscriptionWizard } from './subscription-wizard.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

const intent = {
  clientSecret: 'pi_sim_9_secret_x',
  paymentIntentId: 'pi_sim_9',
  amount: 500,
  currency: 'usd',
  provider: 'simulated',
  publishableKey: null,
  subscriptionId: 'sub_1',
};

function server() {
  const api = installFakeApi();
  api.on('POST /api/payments/educator-subscription', { body: intent });
  api.on('POST /api/payments/simulated/confirm', (call) =>
    String((call.body as { cardNumber: string }).cardNumber).replace(/\s/g, '') === '4242424242424242'
      ? { body: { paymentIntentId: 'pi_sim_9', status: 'succeeded', message: 'Payment succeeded.' } }
      : errorReply(402, 'Your card was declined.', 'PAYMENT_DECLINED'),
  );
  api.on('POST /api/payments/force-process', { body: { status: 'succeeded', fulfilled: true, purchase: null } });
  return api;
}

function renderWizard() {
  return renderWithApp(
    <>
      <SubscriptionWizard />
      <Toaster />
    </>,
    { path: '/educator-subscription' },
  );
}

const location = () => screen.getByTestId('location').textContent;

async function fillInstitution(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name *'), 'Grace');
  await user.type(screen.getByLabelText('Last name *'), 'Hopper');
  await user.type(screen.getByLabelText('Work email *'), 'grace@school.edu');
  await user.type(screen.getByLabelText('Job title *'), 'Economics teacher');
  await user.type(screen.getByLabelText('Institution name *'), 'Lincoln High');
  await user.selectOptions(screen.getByLabelText('Institution type *'), 'high-school');
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(screen.getByLabelText('Username *'), 'ghopper');
  await user.type(screen.getByLabelText('Password *'), password);
  await user.type(screen.getByLabelText('Confirm password *'), confirmation);
}

describe('the educator subscription wizard', () => {
  it('says TEST MODE, nothing is charged, on every step while payments are simulated (a player upgrading)', async () => {
    server().on('GET /api/payments/config', { body: { provider: 'simulated', publishableKey: null } });
    signInAs({ username: 'ghopper' });
    renderWizard();
    const user = userEvent.setup();
    const note = () => screen.getByRole('note', { name: 'Test mode' });
    expect(await screen.findByRole('note', { name: 'Test mode' })).toHaveTextContent(
      'TEST MODE — nothing is charged: payments here are simulated.',
    );
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    expect(note()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(note()).toBeVisible();
  });

  it('has no test-mode note when payments go through Stripe', async () => {
    const api = server();
    api.on('GET /api/payments/config', { body: { provider: 'stripe', publishableKey: 'pk_test_1' } });
    renderWizard();
    await waitFor(() => expect(api.callsTo('GET /api/payments/config').length).toBeGreaterThan(0));
    expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
  });

  it('keeps step 1 until the required fields are filled, then moves to the account step', async () => {
    server();
    renderWizard();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Institution information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Estimated number of students')).toHaveValue(25);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please complete all required fields')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Institution information' })).toBeInTheDocument();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
  });

  it('Back goes to the previous step, and from step 1 to /educator-access', async () => {
    server();
    renderWizard();
    const user = userEvent.setup();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Institution information' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveValue('Grace');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/educator-access');
  });

  it('checks the passwords before calling the server', async () => {
    const api = server();
    renderWizard();
    const user = userEvent.setup();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillAccount(user, 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please complete all required fields')).toBeInTheDocument();
    expect(screen.getByText('Make sure passwords match and are at least 8 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password *'));
    await user.type(screen.getByLabelText('Password *'), 'Abcdefg1!');
    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.type(screen.getByLabelText('Confirm password *'), 'Abcdefg1?');
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Passwords do not match');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('Passwords do not match')).toHaveLength(2);
    expect(api.callsTo('POST /api/payments/educator-subscription')).toHaveLength(0);
  });

  it('shows Setup Failed with the server text when the subscription cannot be created', async () => {
    const api = server();
    api.on(
      'POST /api/payments/educator-subscription',
      errorReply(400, 'Username already taken', 'AUTH_USERNAME_TAKEN'),
    );
    renderWizard();
    const user = userEvent.setup();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillAccount(user, 'Abcdefg1!', 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Username already taken')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
  });

  it('sends the signup form, pays with 4242… and opens the success page with the payment id', async () => {
    const api = server();
    renderWizard();
    const user = userEvent.setup();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillAccount(user, 'Abcdefg1!', 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/educator-subscription')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@school.edu',
      jobTitle: 'Economics teacher',
      institutionName: 'Lincoln High',
      institutionType: 'high-school',
      estimatedStudents: 25,
      username: 'ghopper',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1!',
    });
    expect(screen.getByText('$500.00/year')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $500.00' }));
    await waitFor(() => expect(location()).toBe('/educator-subscription-success?payment_intent=pi_sim_9'));
    expect(api.callsTo('POST /api/payments/force-process')[0]?.body).toEqual({ paymentIntentId: 'pi_sim_9' });
  });

  it('shows Payment Failed for a declined card and stays on the payment step', async () => {
    server();
    renderWizard();
    const user = userEvent.setup();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillAccount(user, 'Abcdefg1!', 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $500.00' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(location()).toBe('/educator-subscription');
  });

  it('says Payment Processing and opens the success page 2 s later when the payment is not settled yet', async () => {
    const api = server();
    api.on('POST /api/payments/force-process', { body: { status: 'processing', fulfilled: false, purchase: null } });
    renderWizard();
    const user = userEvent.setup();
    await fillInstitution(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillAccount(user, 'Abcdefg1!', 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $500.00' }));
    expect(await screen.findByText('Payment Processing')).toBeInTheDocument();
    expect(location()).toBe('/educator-subscription');
    await waitFor(() => expect(location()).toBe('/educator-subscription-success?payment_intent=pi_sim_9'), {
      timeout: 3_000,
    });
  });

  it('prefills a signed-in user and upgrades their account without asking for a new one', async () => {
    signInAs({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.edu', username: 'ada' });
    const api = server();
    renderWizard();
    const user = userEvent.setup();
    expect(screen.getByLabelText('First name *')).toHaveValue('Ada');
    expect(screen.getByLabelText('Work email *')).toHaveValue('ada@school.edu');
    await user.type(screen.getByLabelText('Job title *'), 'Teacher');
    await user.type(screen.getByLabelText('Institution name *'), 'Lincoln High');
    await user.selectOptions(screen.getByLabelText('Institution type *'), 'college');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('ada');
    expect(screen.queryByLabelText('Password *')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/educator-subscription')[0]?.body).toMatchObject({
      firstName: 'Ada',
      institutionType: 'college',
    });
  });
});
