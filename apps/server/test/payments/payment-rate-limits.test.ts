import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { CARDS, confirmCard, post, WEDNESDAY } from './payment-builders.ts';

let t: TestApp;
afterEach(() => t.close());

const starterBoost = { amount: 4.99, virtualAmount: 10_000, type: 'virtual_cash' };

it('holds an account to 30 payment starts an hour (each one a PaymentIntent), then 429 with Retry-After', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
  const bob = await buildTrader(t.deps.db.db, { username: 'bob' });
  for (let i = 0; i < 30; i++)
    expect((await post(t.app, ada, '/api/payments/create-payment-intent', starterBoost)).statusCode).toBe(200);
  const limited = await post(t.app, ada, '/api/payments/create-payment-intent', starterBoost);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('RATE_LIMITED');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  const intents = await t.deps.db.db.selectFrom('payment_intents').select('id').execute();
  expect(intents).toHaveLength(30);
  // Another account is not affected, and the bucket refills with time.
  expect((await post(t.app, bob, '/api/payments/create-payment-intent', starterBoost)).statusCode).toBe(200);
  t.clock.advance(2 * 60_000 + 1);
  expect((await post(t.app, ada, '/api/payments/create-payment-intent', starterBoost)).statusCode).toBe(200);
});

it('holds an account to 60 test-card confirmations an hour', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
  const start = await post(t.app, ada, '/api/payments/create-payment-intent', starterBoost);
  const intent = start.json();
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) statuses.push((await confirmCard(t.app, ada, intent, CARDS.declined)).statusCode);
  expect(statuses.slice(0, 60).every((s) => s === 402)).toBe(true);
  expect(statuses[60]).toBe(429);
});
