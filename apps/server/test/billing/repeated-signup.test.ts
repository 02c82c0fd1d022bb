import { afterEach, describe, expect, it } from 'vitest';
import { recordPaymentIntent } from '../../src/modules/payments/record-payment-intent.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { CARDS, confirmCard, forceProcess, WEDNESDAY } from '../payments/payment-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { getJson, signInAgain, startSubscription, upgradeForm } from './billing-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

describe('Educator Pro (simulated): two card steps of one signup', () => {
  it('a repeated signup answers the same pending intent; only the latest card step pays, once', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const player = await buildTrader(t.deps.db.db);
    const first = (await startSubscription(t.app, player.cookie, upgradeForm())).json();
    const second = (await startSubscription(t.app, player.cookie, upgradeForm())).json();
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.subscriptionId).toBe(first.subscriptionId);

    const stale = await confirmCard(t.app, player, first, CARDS.success);
    expect(stale.json().code).toBe('PAYMENT_SESSION_EXPIRED');
    const paid = await confirmCard(t.app, player, second, CARDS.success);
    expect(paid.statusCode, paid.body).toBe(200);
    const again = await confirmCard(t.app, player, second, CARDS.success);
    expect(again.json().code).toBe('PAYMENT_INVALID_STATE');

    const db = t.deps.db.db;
    expect(await db.selectFrom('billing_invoices').select('status').execute()).toEqual([{ status: 'paid' }]);
    expect(await db.selectFrom('payment_intents').select('id').execute()).toHaveLength(1);
    expect((await getJson(t.app, player, '/api/user/subscription')).body).toMatchObject({
      isActive: true,
      currentPeriodEnd: '2027-11-18T15:00:00.000Z',
    });
    const refused = await startSubscription(t.app, player.cookie, upgradeForm());
    expect(refused.json().code).toBe('BILLING_ALREADY_SUBSCRIBED');
  });

  it('a second paid intent while the period runs does not restart it: kept unapplied, to refund', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const player = await buildTrader(t.deps.db.db);
    const started = (await startSubscription(t.app, player.cookie, upgradeForm())).json();
    expect((await confirmCard(t.app, player, started, CARDS.success)).statusCode).toBe(200);
    // An older card step's intent (before intents were resumed), paid a month later.
    t.clock.set('2026-12-18T15:00:00Z');
    const intent = { id: 'pi_sim_olderstep', clientSecret: 'pi_sim_olderstep_secret_x', amountCents: 50_000 };
    await recordPaymentIntent(t.deps.db.db, {
      intent: { ...intent, status: 'succeeded' },
      purchaseId: 'pur_olderstep',
      provider: 'simulated',
      userId: player.id,
      kind: 'educator_subscription',
      amountCents: 50_000,
      virtualCents: null,
      leagueId: null,
      participantCount: null,
      now: t.clock.now(),
    });
    const later = await signInAgain(t.deps, player.id);
    const processed = await forceProcess(t.app, later, intent.id);
    expect(processed.statusCode, processed.body).toBe(200);

    const db = t.deps.db.db;
    const purchase = await db
      .selectFrom('purchases')
      .select('applied')
      .where('payment_intent_id', '=', intent.id)
      .executeTakeFirstOrThrow();
    expect(Number(purchase.applied)).toBe(0);
    expect(await db.selectFrom('billing_invoices').select('status').execute()).toEqual([{ status: 'paid' }]);
    expect((await getJson(t.app, later, '/api/user/subscription')).body).toMatchObject({
      isActive: true,
      currentPeriodEnd: '2027-11-18T15:00:00.000Z',
    });
  });
});
