import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import {
  bankBalance,
  bankHistory,
  CARDS,
  confirmCard,
  forceProcess,
  post,
  startStarterBoost,
  WEDNESDAY,
} from './payment-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function setup(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ now: WEDNESDAY, ...opts });
  apps.push(t);
  const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
  return { t, app: t.app, ada };
}

describe('store payments with the simulated provider (test cards)', () => {
  it('says which provider takes cards, signed out too', async () => {
    const { app } = await setup();
    const res = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'simulated', publishableKey: null });
  });

  it('buys Starter Boost with 4242…: the bank balance rises by $10,000 once, however often force-process is called', async () => {
    const { app, ada } = await setup();
    const intent = await startStarterBoost(app, ada);
    expect(intent).toMatchObject({ amount: 4.99, provider: 'simulated', currency: 'usd', publishableKey: null });
    const confirmed = await confirmCard(app, ada, intent, CARDS.success);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    for (let i = 0; i < 3; i++) {
      const res = await forceProcess(app, ada, intent.paymentIntentId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'succeeded',
        fulfilled: true,
        purchase: { kind: 'virtual_cash', amount: 4.99, virtualAmount: 10000, message: 'Purchase Successful!' },
      });
    }
    expect(await bankBalance(app, ada)).toBe(10000);
    expect(await bankHistory(app, ada)).toEqual([
      expect.objectContaining({ type: 'purchase', amount: 10000, portfolio: 'Store · Starter Boost' }),
    ]);
    const again = await confirmCard(app, ada, intent, CARDS.success);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_INVALID_STATE');
    expect(await bankBalance(app, ada)).toBe(10000);
  });

  it('charges the package price, never the client’s: a tampered amount or an unknown package is refused', async () => {
    const { app, ada } = await setup();
    for (const body of [
      { amount: 0.01, virtualAmount: 10000, type: 'virtual_cash' },
      { amount: 4.99, virtualAmount: 150000, type: 'virtual_cash' },
      { amount: 4.994, virtualAmount: 10000, type: 'virtual_cash' },
      { amount: -4.99, virtualAmount: 10000, type: 'virtual_cash' },
      { amount: 39.99, virtualAmount: 100000.5, type: 'virtual_cash' },
    ]) {
      const res = await post(app, ada, '/api/payments/create-payment-intent', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH' });
      expect(res.json().error).toMatch(/^Payment Validation Failed/);
    }
    const wrongType = await post(app, ada, '/api/payments/create-payment-intent', {
      amount: 4.99,
      virtualAmount: 10000,
      type: 'league_extension',
    });
    expect(wrongType.statusCode).toBe(400);
    const count = await app.deps.db.db
      .selectFrom('payment_intents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    // Every package at its own price works, a string amount from a form field too.
    for (const [amount, virtualAmount] of [
      [4.99, 10000],
      ['5.99', '50000'],
      [39.99, 100000],
      [49.99, 150000],
    ]) {
      const res = await post(app, ada, '/api/payments/create-payment-intent', {
        amount,
        virtualAmount,
        type: 'virtual_cash',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().amount).toBe(Number(amount));
    }
  });

  it('a declined card or one without funds changes nothing and can be retried with the success card', async () => {
    const { app, ada } = await setup();
    const intent = await startStarterBoost(app, ada);
    for (const [card, message] of [
      [CARDS.declined, 'Your card was declined.'],
      [CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    ] as const) {
      const res = await confirmCard(app, ada, intent, card);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ error: message, message, code: 'PAYMENT_DECLINED' });
      const processed = await forceProcess(app, ada, intent.paymentIntentId);
      expect(processed.json()).toEqual({ status: 'requires_payment_method', fulfilled: false, purchase: null });
    }
    expect(await bankBalance(app, ada)).toBe(0);
    expect(await bankHistory(app, ada)).toEqual([]);
    expect((await confirmCard(app, ada, intent, CARDS.success)).statusCode).toBe(200);
    expect(await bankBalance(app, ada)).toBe(10000);
  });

  it('the authentication card needs a second step: approved it pays, failed it changes nothing', async () => {
    const { app, ada } = await setup();
    const intent = await startStarterBoost(app, ada);
    const step = (approve: boolean) => post(app, ada, '/api/payments/simulated/authenticate', { ...intent, approve });
    expect((await step(true)).json().code).toBe('PAYMENT_INVALID_STATE');

    const first = await confirmCard(app, ada, intent, CARDS.authentication);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'requires_action' });
    expect((await forceProcess(app, ada, intent.paymentIntentId)).json()).toMatchObject({
      status: 'requires_action',
      fulfilled: false,
    });
    const failed = await step(false);
    expect(failed.statusCode).toBe(402);
    expect(failed.json().code).toBe('PAYMENT_DECLINED');
    expect(await bankBalance(app, ada)).toBe(0);

    expect((await confirmCard(app, ada, intent, CARDS.authentication)).json().status).toBe('requires_action');
    const approved = await step(true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'succeeded' });
    expect(await bankBalance(app, ada)).toBe(10000);
    expect((await step(true)).statusCode).toBe(409);
    expect(await bankBalance(app, ada)).toBe(10000);
  });

  it('refuses any other card number, saying no real card is charged and naming the test card', async () => {
    const { app, ada } = await setup();
    const intent = await startStarterBoost(app, ada);
    for (const number of ['4111 1111 1111 1111', '5555555555554444', '4242 4242 4242 4241', 'abcd efgh ijkl mnop']) {
      const res = await confirmCard(app, ada, intent, number);
      expect(res.statusCode, number).toBe(400);
      expect(res.json().code).toBe('PAYMENT_CARD_NOT_TEST');
      expect(res.json().error).toContain('no real card is charged');
      expect(res.json().error).toContain('4242 4242 4242 4242');
    }
    for (const [card, extra] of [
      ['4242', {}],
      [CARDS.success, { expiry: '10/26' }],
      [CARDS.success, { expiry: '13/30' }],
      [CARDS.success, { cvc: '12' }],
    ] as const) {
      const res = await confirmCard(app, ada, intent, card, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PAYMENT_CARD_INVALID');
    }
    expect(await bankBalance(app, ada)).toBe(0);
  });

  it('only the payer can use an intent, and only with its client secret', async () => {
    const { t, app, ada } = await setup();
    const bob = await buildTrader(t.deps.db.db, { username: 'bob' });
    const intent = await startStarterBoost(app, ada);
    const stolen = await confirmCard(app, bob, intent, CARDS.success);
    expect(stolen.statusCode).toBe(404);
    expect((await forceProcess(app, bob, intent.paymentIntentId)).statusCode).toBe(404);
    const wrongSecret = await confirmCard(
      app,
      ada,
      { ...intent, clientSecret: `${intent.clientSecret}x` },
      CARDS.success,
    );
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({
      code: 'PAYMENT_SESSION_EXPIRED',
      error: 'Payment session expired. Please try again.',
    });
    expect((await forceProcess(app, ada, 'pi_unknown')).json().code).toBe('PAYMENT_NOT_FOUND');
    t.clock.advance(25 * 60 * 60 * 1000);
    const overnight = await confirmCard(app, ada, intent, CARDS.success);
    expect(overnight.json()).toMatchObject({ code: 'PAYMENT_SESSION_EXPIRED' });
    const anonymous = await post(app, null, '/api/payments/create-payment-intent', {});
    expect(anonymous.statusCode).toBe(401);
    expect(await bankBalance(app, ada)).toBe(0);
  });

  it('never logs a card number, not even when it is refused', async () => {
    const lines: string[] = [];
    const { app, ada } = await setup({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    const intent = await startStarterBoost(app, ada);
    await confirmCard(app, ada, intent, '4111 1111 1111 1111');
    await confirmCard(app, ada, intent, CARDS.declined);
    await confirmCard(app, ada, intent, CARDS.success);
    const log = lines.join('\n');
    expect(log).toContain('/api/payments/simulated/confirm');
    for (const digits of ['4111111111111111', '4111 1111 1111 1111', '4000000000000002', '4242424242424242']) {
      expect(log).not.toContain(digits);
    }
    expect(log).not.toMatch(/4242 4242|4000 0000 0000 0002|1111 1111/);
    expect(log).not.toContain(intent.clientSecret);
    const stored = JSON.stringify(await app.deps.db.db.selectFrom('payment_intents').selectAll().execute());
    for (const digits of ['4111111111111111', '4000000000000002', '4242424242424242']) {
      expect(stored).not.toContain(digits);
    }
    expect(stored).not.toContain(intent.clientSecret);
  });
});
