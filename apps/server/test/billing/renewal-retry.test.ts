import { afterEach, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-due-subscriptions.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { CARDS, WEDNESDAY } from '../payments/payment-builders.ts';
import { getJson, postEmpty, signInAgain, subscribeAndPay } from './billing-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const setCard = (t: TestApp, who: { cookie: string }, cardNumber: string) =>
  postEmpty(t.app, who, '/api/billing/simulated/payment-method', { cardNumber, expiry: '12/30', cvc: '123' });

describe('a declined renewal, then a new card (simulated provider)', () => {
  it('charges the new card once on the next run: active again to the next anniversary, the failed invoice paid', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const paid = await subscribeAndPay(t.app);
    expect((await setCard(t, paid.who, CARDS.declined)).statusCode).toBe(200);
    t.clock.set('2027-11-18T15:01:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).failed).toHaveLength(1);
    const who = await signInAgain(t.deps, paid.userId);
    expect((await getJson(t.app, who, '/api/user/subscription')).body.status).toBe('past_due');

    // Two days into the grace period the teacher replaces the card: the next run retries the renewal with it.
    t.clock.set('2027-11-20T10:00:00Z');
    expect((await setCard(t, who, CARDS.success)).statusCode).toBe(200);
    const retried = await renewDueSubscriptions(t.deps, t.clock.now());
    expect(retried.renewed).toEqual([paid.userId]);
    // As the renewal job does for every user it changed.
    await t.deps.sessionCache.forgetUser(paid.userId);
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).renewed).toHaveLength(0);

    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      status: 'active',
      isActive: true,
      currentPeriodEnd: '2028-11-18T15:00:00.000Z',
    });
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(true);
    const history = await getJson(t.app, who, '/api/billing/history');
    expect(history.body.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([
      ['paid', 50000],
      ['paid', 50000],
    ]);
    // Past the grace period it does not expire: it was paid.
    t.clock.set('2027-11-30T10:00:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).expired).toHaveLength(0);
  });

  it('a card that still declines changes nothing until the grace period ends', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const paid = await subscribeAndPay(t.app);
    await setCard(t, paid.who, CARDS.declined);
    t.clock.set('2027-11-18T15:01:00Z');
    await renewDueSubscriptions(t.deps, t.clock.now());
    const who = await signInAgain(t.deps, paid.userId);
    await setCard(t, who, CARDS.insufficientFunds);
    t.clock.set('2027-11-20T10:00:00Z');
    expect(await renewDueSubscriptions(t.deps, t.clock.now())).toEqual({ renewed: [], failed: [], expired: [] });
    const history = await getJson(t.app, who, '/api/billing/history');
    expect(history.body.map((i: { status: string }) => i.status)).toEqual(['failed', 'paid']);
    t.clock.set('2027-11-26T15:01:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).expired).toEqual([paid.userId]);
  });
});
