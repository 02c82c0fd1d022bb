import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { buildUser } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SubscriptionSuccessPage } from './subscription-success-page.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const location = () => screen.getByTestId('location').textContent;
const title = () => screen.getByRole('heading', { level: 2 }).textContent;

type Status = { isActive: boolean; status: string | null; paymentStatus: string | null };

/** The server answers the given statuses in turn, then keeps answering the last one. */
function statusServer(...answers: Status[]) {
  const api = installFakeApi();
  let i = 0;
  api.on('GET /api/user/subscription-status', () => ({ body: answers[Math.min(i++, answers.length - 1)] }));
  api.on('GET /api/user', { body: buildUser({ username: 'grace', isEducator: true }) });
  return api;
}

function renderPage(path = '/educator-subscription-success?payment_intent=pi_sim_9') {
  return renderWithApp(<SubscriptionSuccessPage />, { path });
}

const verifying = { isActive: false, status: 'incomplete', paymentStatus: 'processing' };
const paidNotActive = { isActive: false, status: 'incomplete', paymentStatus: 'succeeded' };
const active = { isActive: true, status: 'active', paymentStatus: 'succeeded' };

describe('the subscription success page', () => {
  it('shows the payment id, polls every 2 s through the states, then opens the educator dashboard 2 s after activation', async () => {
    const api = statusServer(verifying, paidNotActive, active);
    renderPage();
    await advance(0);
    expect(screen.getByText('pi_sim_9')).toBeInTheDocument();
    expect(title()).toBe('Verifying Payment');
    expect(api.callsTo('GET /api/user/subscription-status')).toHaveLength(1);
    await advance(2_000);
    expect(title()).toBe('Processing Subscription');
    expect(screen.getByText('succeeded')).toBeInTheDocument();
    await advance(2_000);
    expect(title()).toBe('Subscription Activated!');
    const polls = api.callsTo('GET /api/user/subscription-status').length;
    await advance(1_900);
    expect(location()).not.toBe('/educator-dashboard');
    await advance(200);
    expect(location()).toBe('/educator-dashboard');
    expect(readStoredUser()).toMatchObject({ username: 'grace', isEducator: true });
    expect(api.callsTo('GET /api/user/subscription-status')).toHaveLength(polls);
  });

  it('asks the intent of the query parameter', async () => {
    const api = statusServer(verifying);
    renderPage();
    await advance(0);
    expect(api.calls.find((c) => c.path === '/api/user/subscription-status')).toBeDefined();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/user/subscription-status?payment_intent=pi_sim_9');
  });

  it('shows Payment Required when the intent needs a payment method, with a way to try again', async () => {
    statusServer({ isActive: false, status: 'incomplete', paymentStatus: 'requires_payment_method' });
    renderPage();
    await advance(0);
    expect(title()).toBe('Payment Required');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/educator-subscription');
  });

  it('counts down 30 s and goes to /educator-access when the subscription never becomes active', async () => {
    statusServer(verifying);
    renderPage();
    await advance(0);
    expect(screen.getByText(/Redirecting in 30 seconds/)).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByText(/Redirecting in 20 seconds/)).toBeInTheDocument();
    await advance(19_000);
    expect(location()).toBe('/educator-subscription-success?payment_intent=pi_sim_9');
    await advance(1_000);
    expect(location()).toBe('/educator-access');
  });

  it('does not poll without a payment_intent parameter', async () => {
    const api = statusServer(active);
    renderPage('/educator-subscription-success');
    await advance(6_000);
    expect(api.callsTo('GET /api/user/subscription-status')).toHaveLength(0);
    expect(title()).toBe('Verifying Payment');
  });
});
