import type { PriceMark } from '@tradearena/domain';
import type { MarketData } from '../../ports/market-data.ts';
import type { PaymentEvent } from '../../ports/payments.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { PortfolioWithdrawal } from '../bank-ledger/index.ts';
import { quotePayerPositions } from '../bank-ledger/index.ts';
import type { PortfolioCache } from '../portfolio/index.ts';
import { announcePortfolioChange } from '../portfolio/index.ts';
import { applySubscriptionEvent } from './apply-subscription-event.ts';
import { fulfilPurchase } from './fulfil-purchase.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { reversePurchase } from './reverse-purchase.ts';
import { reverseSubscriptionPayment } from './reverse-subscription-payment.ts';

/**
 * Handles a verified provider event once: its id is recorded in the same transaction as its effect, so a replay (or
 * Stripe's retry of an event we answered too slowly) finds it and changes nothing, and an effect that fails leaves
 * no record, so Stripe's retry does it. `payment_intent.succeeded` fulfils; a refund or a dispute takes back what the
 * purchase bought and flags the account (reverse-purchase.ts: virtual cash from the bank and the portfolios it went
 * to, the rest owed; a league extension or slots revoked), and of an Educator Pro payment returned in full the
 * invoice is refunded and the period it paid ends (billing/reverse-subscription-payment.ts); a failure or
 * cancellation updates the intent's status; Educator Pro's invoice and subscription events update the subscription
 * (billing/apply-subscription-event.ts). The payer's positions are quoted before the transaction, and portfolios
 * cash was withdrawn from are announced after its commit.
 */
export async function handlePaymentEvent(
  deps: Pick<PaymentsDeps, 'db' | 'clock' | 'log' | 'sessionCache'> & {
    marketData: MarketData;
    pubsub: PubSub;
    portfolios: Pick<PortfolioCache, 'forget'>;
  },
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  const now = deps.clock.now();
  const { kind } = deps.db;
  /** Users whose educator access this event changed: their cached sessions are forgotten after the commit. */
  const changed: number[] = [];
  /** Portfolios a reversal withdrew cash from: announced after the commit. */
  let withdrawals: (PortfolioWithdrawal & { userId: number })[] = [];
  const marks =
    event.type === 'charge.refunded' || event.type === 'charge.dispute.created'
      ? await quotePayerPositions(deps.db.db, deps.marketData, event.paymentIntentId)
      : new Map<string, PriceMark>();
  const result = await deps.db.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('webhook_events')
      .values({ id: event.id, type: event.type === 'other' ? event.eventType : event.type, received_at: now.getTime() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return { duplicate: true };
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const outcome = await fulfilPurchase(
          trx,
          kind,
          {
            paymentIntentId: event.paymentIntentId,
            now,
            received: { amountCents: event.amountReceivedCents, currency: event.currency },
          },
          deps.log,
        );
        if (outcome.applied && outcome.purchase?.kind === 'educator_subscription') {
          changed.push(Number(outcome.purchase.user_id));
        }
        break;
      }
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled':
        await trx
          .updateTable('payment_intents')
          .set({
            status: event.type === 'payment_intent.canceled' ? 'canceled' : 'requires_payment_method',
            updated_at: now.getTime(),
          })
          .where('id', '=', event.paymentIntentId)
          .where('status', '!=', 'succeeded')
          .execute();
        break;
      case 'charge.refunded':
      case 'charge.dispute.created': {
        const refund = event.type === 'charge.refunded';
        // Stripe does not order its events: a refund or a dispute may arrive before payment_intent.succeeded (whose
        // retry would then credit returned money). A refunded or disputed charge was paid: fulfil it first (a no-op
        // once fulfilled; a refund only at our price, a dispute does not say the charge's amount), so the reversal
        // below applies whatever the order.
        await fulfilPurchase(
          trx,
          kind,
          {
            paymentIntentId: event.paymentIntentId,
            now,
            received: refund ? { amountCents: event.chargeAmountCents, currency: event.currency } : undefined,
          },
          deps.log,
        );
        const reversed = await reversePurchase(trx, kind, {
          paymentIntentId: event.paymentIntentId,
          reversedPaymentCents: refund ? event.refundedCents : event.disputedCents,
          additional: !refund,
          now,
          marks,
        });
        const { userId } = reversed;
        if (userId !== null) withdrawals = reversed.withdrawals.map((w) => ({ ...w, userId }));
        deps.log.info(
          {
            eventId: event.id,
            type: event.type,
            paymentIntentId: event.paymentIntentId,
            userId,
            fromBankCents: reversed.fromBankCents,
            fromPortfoliosCents: reversed.withdrawals.reduce((sum, w) => sum + w.amountCents, 0),
            owedCents: reversed.owedCents,
            leaguePurchaseRevoked: reversed.revoked,
          },
          'payments: purchase reversed',
        );
        const ended = await reverseSubscriptionPayment(
          trx,
          kind,
          {
            paymentIntentId: event.paymentIntentId,
            reversedCents: refund ? event.refundedCents : event.disputedCents,
            now,
          },
          deps.log,
        );
        if (ended !== null) changed.push(ended);
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const userId = await applySubscriptionEvent(trx, kind, event, now, deps.log);
        if (userId !== null) changed.push(userId);
        break;
      }
      case 'other':
        break;
    }
    return { duplicate: false };
  });
  for (const userId of changed) await deps.sessionCache?.forgetUser(userId);
  for (const w of withdrawals) announcePortfolioChange(deps, w, now);
  return result;
}
