import { AUTH_MESSAGES, BILLING_MESSAGES } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-due-subscriptions.ts';
import { newClassLeague } from '../educator/educator-builders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinLeague } from '../leagues/league-builders.ts';
import { CARDS, WEDNESDAY } from '../payments/payment-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import {
  cookieOf,
  getJson,
  postEmpty,
  signInAgain,
  signupForm,
  startSubscription,
  subscribeAndPay,
} from './billing-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function setup() {
  const t = await createTestApp({ now: WEDNESDAY });
  apps.push(t);
  return t;
}

const YEAR_LATER = '2027-11-18T15:00:00.000Z';

describe('Educator Pro signup (POST /api/payments/educator-subscription)', () => {
  it.each([
    [{ institutionName: '' }, BILLING_MESSAGES.completeRequiredFields],
    [{ jobTitle: undefined }, BILLING_MESSAGES.completeRequiredFields],
    [{ institutionType: 'university' }, BILLING_MESSAGES.institutionTypeInvalid],
    [{ estimatedStudents: 0 }, BILLING_MESSAGES.estimatedStudentsMin],
    [{ username: '' }, BILLING_MESSAGES.completeRequiredFields],
    [{ confirmPassword: 'Navy1906!cobol-x' }, BILLING_MESSAGES.passwordsDoNotMatch],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail],
  ])('refuses %j with the form’s message', async (override, message) => {
    const t = await setup();
    const res = await startSubscription(t.app, null, signupForm(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, message });
    const users = await t.deps.db.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(0);
  });

  it('refuses a weak password with the sign-up’s rule and a taken email with 409', async () => {
    const t = await setup();
    const weak = await startSubscription(t.app, null, signupForm({ password: 'short', confirmPassword: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('AUTH_WEAK_PASSWORD');
    await buildTrader(t.deps.db.db, { username: 'taken' });
    const taken = await startSubscription(t.app, null, signupForm({ email: 'taken@school.edu' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('AUTH_EMAIL_TAKEN');
  });

  it('signed out: creates the account, signs it in and returns the card step’s intent at $500', async () => {
    const t = await setup();
    const res = await startSubscription(t.app, null, signupForm({ estimatedStudents: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 500, currency: 'usd', provider: 'simulated', publishableKey: null });
    expect(res.json().clientSecret).toMatch(/^pi_sim_\w+_secret_/);
    const who = { cookie: cookieOf(res) };
    const me = await getJson(t.app, who, '/api/user');
    expect(me.body).toMatchObject({ username: 'ghopper', firstName: 'Grace', isEducator: false });
    const sub = await getJson(t.app, who, '/api/user/subscription');
    expect(sub.body).toMatchObject({ plan: null, isActive: false, status: 'incomplete' });
    const row = await t.deps.db.db.selectFrom('educator_subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ institution_name: 'Lincoln High School', institution_type: 'high-school' });
    expect(Number(row.estimated_students)).toBe(25);
  });

  it('signed in: upgrades the player (account fields ignored); an active educator cannot subscribe twice', async () => {
    const t = await setup();
    const player = await buildTrader(t.deps.db.db);
    const res = await startSubscription(t.app, player.cookie, signupForm({ username: undefined, password: undefined }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { paymentIntentId, clientSecret } = res.json();
    await postEmpty(t.app, player, '/api/payments/simulated/confirm', {
      paymentIntentId,
      clientSecret,
      cardNumber: CARDS.success,
      expiry: '12/30',
      cvc: '123',
    });
    expect((await getJson(t.app, player, '/api/user')).body.isEducator).toBe(true);
    const again = await startSubscription(t.app, player.cookie, signupForm());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BILLING_ALREADY_SUBSCRIBED');
  });
});

describe('Educator Pro lifecycle with the simulated provider', () => {
  it('pays with 4242: active for one year, isEducator true, one paid invoice of $500 in cents', async () => {
    const t = await setup();
    const { who, intent } = await subscribeAndPay(t.app);
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(true);
    const status = await getJson(t.app, who, `/api/user/subscription-status?payment_intent=${intent.paymentIntentId}`);
    expect(status.body).toEqual({ isActive: true, status: 'active', paymentStatus: 'succeeded' });
    const sub = await getJson(t.app, who, '/api/user/subscription');
    expect(sub.body).toMatchObject({
      plan: 'Educator Pro',
      status: 'active',
      isActive: true,
      cancelAtPeriodEnd: false,
      nextBillingDate: YEAR_LATER,
      currentPeriodEnd: YEAR_LATER,
      memberSince: '2026-11-18T15:00:00.000Z',
      priceCents: 50000,
      activeLeagues: 0,
      totalStudents: 0,
      paymentMethod: { brand: 'Visa', last4: '4242' },
    });
    const history = await getJson(t.app, who, '/api/billing/history');
    expect(history.body).toEqual([
      expect.objectContaining({ amount: 50000, status: 'paid', date: '2026-11-18T15:00:00.000Z' }),
    ]);
    const id = history.body[0].id;
    expect((await getJson(t.app, who, `/api/billing/invoice/${id}`)).body).toEqual({ url: `/billing/invoices/${id}` });
    const invoice = await getJson(t.app, who, `/api/billing/invoices/${id}`);
    expect(invoice.body).toMatchObject({
      amount: 50000,
      status: 'paid',
      periodStart: '2026-11-18T15:00:00.000Z',
      periodEnd: YEAR_LATER,
      customer: {
        name: 'Grace Hopper',
        email: 'grace@lincoln.edu',
        institutionName: 'Lincoln High School',
        addressLines: ['1 School Road', 'Springfield, IL 62701'],
      },
    });
    expect(invoice.body.number).toMatch(/^TA-20261118-/);
  });

  it('renews on the anniversary once, even when the job runs twice', async () => {
    const t = await setup();
    const paid = await subscribeAndPay(t.app);
    t.clock.set('2027-11-18T14:59:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).renewed).toHaveLength(0);
    t.clock.set('2027-11-18T15:00:30Z');
    const first = await renewDueSubscriptions(t.deps, t.clock.now());
    const second = await renewDueSubscriptions(t.deps, t.clock.now());
    expect(first.renewed).toHaveLength(1);
    expect(second.renewed).toHaveLength(0);
    const who = await signInAgain(t.deps, paid.userId);
    const sub = await getJson(t.app, who, '/api/user/subscription');
    expect(sub.body).toMatchObject({ isActive: true, currentPeriodEnd: '2028-11-18T15:00:00.000Z' });
    const history = await getJson(t.app, who, '/api/billing/history');
    expect(history.body.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([
      ['paid', 50000],
      ['paid', 50000],
    ]);
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(true);
  });

  it('cancel: still an educator until the period ends, then expired with classes and students’ portfolios kept', async () => {
    const t = await setup();
    const paid = await subscribeAndPay(t.app);
    let who = paid.who;
    const league = await newClassLeague(t.app, who);
    const student = await buildTrader(t.deps.db.db);
    expect((await joinLeague(t.app, student, league.code, 'Sam')).statusCode).toBe(200);
    const canceled = await postEmpty(t.app, who, '/api/billing/cancel-subscription');
    expect(canceled.json()).toEqual({
      success: true,
      message: BILLING_MESSAGES.canceled,
      currentPeriodEnd: YEAR_LATER,
    });
    const sub = await getJson(t.app, who, '/api/user/subscription');
    expect(sub.body).toMatchObject({
      status: 'canceled',
      isActive: true,
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      activeLeagues: 1,
      totalStudents: 1,
    });
    expect((await getJson(t.app, who, '/api/educator/leagues')).status).toBe(200);
    // The period ends: access ends at once, before any job runs.
    t.clock.set('2027-11-18T15:00:01Z');
    who = await signInAgain(t.deps, paid.userId);
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(false);
    expect((await getJson(t.app, who, '/api/educator/leagues')).status).toBe(403);
    const outcome = await renewDueSubscriptions(t.deps, t.clock.now());
    expect(outcome).toMatchObject({ renewed: [], failed: [] });
    expect(outcome.expired).toHaveLength(1);
    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      status: 'expired',
      isActive: false,
    });
    expect((await getJson(t.app, who, '/api/billing/history')).body).toHaveLength(1);
    const kept = await t.deps.db.db
      .selectFrom('portfolios')
      .select('id')
      .where('competition_id', '=', league.id)
      .where('user_id', '=', student.id)
      .execute();
    expect(kept).toHaveLength(1);
    const leagueRow = await t.deps.db.db.selectFrom('competitions').select('id').where('id', '=', league.id).execute();
    expect(leagueRow).toHaveLength(1);
    const late = await postEmpty(t.app, who, '/api/billing/reactivate-subscription');
    expect(late.statusCode).toBe(409);
  });

  it('reactivates before the period end and then renews on the anniversary', async () => {
    const t = await setup();
    const paid = await subscribeAndPay(t.app);
    const { who } = paid;
    await postEmpty(t.app, who, '/api/billing/cancel-subscription');
    const res = await postEmpty(t.app, who, '/api/billing/reactivate-subscription');
    expect(res.json()).toEqual({ success: true, message: BILLING_MESSAGES.reactivated });
    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      nextBillingDate: YEAR_LATER,
    });
    t.clock.set('2027-11-18T16:00:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).renewed).toHaveLength(1);
    const later = await signInAgain(t.deps, paid.userId);
    expect((await getJson(t.app, later, '/api/user')).body.isEducator).toBe(true);
  });

  it('a declined renewal makes it past due (a failed invoice, no access), then expired after the grace period', async () => {
    const t = await setup();
    const paid = await subscribeAndPay(t.app);
    let { who } = paid;
    const card = await postEmpty(t.app, who, '/api/billing/simulated/payment-method', {
      cardNumber: CARDS.declined,
      expiry: '12/30',
      cvc: '123',
    });
    expect(card.json()).toMatchObject({ success: true, paymentMethod: { brand: 'Visa', last4: '0002' } });
    expect((await postEmpty(t.app, who, '/api/billing/update-payment-method')).json()).toEqual({
      url: '/billing/payment-method',
    });
    t.clock.set('2027-11-18T15:01:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).failed).toHaveLength(1);
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).failed).toHaveLength(0);
    who = await signInAgain(t.deps, paid.userId);
    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      status: 'past_due',
      isActive: false,
    });
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(false);
    const history = await getJson(t.app, who, '/api/billing/history');
    expect(history.body.map((i: { status: string }) => i.status)).toEqual(['failed', 'paid']);
    t.clock.set('2027-11-26T15:01:00Z');
    expect((await renewDueSubscriptions(t.deps, t.clock.now())).expired).toHaveLength(1);
    expect((await getJson(t.app, who, '/api/user/subscription')).body.status).toBe('expired');
  });
});

describe('Billing access', () => {
  it('refuses players with 403 on billing routes; subscription and status answer them inactive', async () => {
    const t = await setup();
    const player = await buildTrader(t.deps.db.db);
    for (const [method, url] of [
      ['POST', '/api/billing/cancel-subscription'],
      ['POST', '/api/billing/reactivate-subscription'],
      ['POST', '/api/billing/update-payment-method'],
      ['GET', '/api/billing/history'],
      ['GET', '/api/billing/invoice/inv_x'],
      ['GET', '/api/billing/invoices/inv_x'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: player.cookie },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({
        code: 'BILLING_EDUCATOR_REQUIRED',
        message: BILLING_MESSAGES.educatorsOnly,
      });
    }
    expect((await getJson(t.app, player, '/api/user/subscription-status')).body).toEqual({
      isActive: false,
      status: null,
      paymentStatus: null,
    });
    expect((await getJson(t.app, player, '/api/user/subscription')).body).toMatchObject({
      plan: null,
      isActive: false,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/billing/history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for another educator’s invoice and null for another user’s payment intent', async () => {
    const t = await setup();
    const a = await subscribeAndPay(t.app);
    const b = await subscribeAndPay(t.app, signupForm({ email: 'ada@lincoln.edu', username: 'alovelace' }));
    const [invoiceOfA] = (await getJson(t.app, a.who, '/api/billing/history')).body;
    for (const url of [`/api/billing/invoice/${invoiceOfA.id}`, `/api/billing/invoices/${invoiceOfA.id}`]) {
      const res = await getJson(t.app, b.who, url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('BILLING_INVOICE_NOT_FOUND');
    }
    const status = await getJson(
      t.app,
      b.who,
      `/api/user/subscription-status?payment_intent=${a.intent.paymentIntentId}`,
    );
    expect(status.body.paymentStatus).toBeNull();
  });
});
