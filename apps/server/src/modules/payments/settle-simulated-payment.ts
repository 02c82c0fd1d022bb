import { PAYMENT_MESSAGES, type SimulatedConfirmResponse } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { afterFulfilment, fulfilPurchase } from './fulfil-purchase.ts';
import type { PaymentsDeps } from './payments-deps.ts';

export type SimulatedSettlement = 'succeeded' | 'requires_action' | 'declined' | 'insufficient_funds' | 'auth_failed';

const DECLINE_MESSAGE = {
  declined: PAYMENT_MESSAGES.declined,
  insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
  auth_failed: PAYMENT_MESSAGES.authenticationFailed,
} as const;

/**
 * Records the simulated card step's outcome. A success is the simulated provider's "webhook": the intent turns
 * succeeded and the purchase is fulfilled in the same transaction (force-process then finds it done). A decline
 * leaves the intent waiting for another card (Stripe's requires_payment_method) and changes nothing else.
 */
export async function settleSimulatedPayment(
  deps: PaymentsDeps,
  input: { paymentIntentId: string; settlement: SimulatedSettlement },
): Promise<Result<SimulatedConfirmResponse>> {
  const now = deps.clock.now();
  const t = now.getTime();
  const { settlement, paymentIntentId } = input;
  if (settlement === 'succeeded') {
    const outcome = await deps.db.db
      .transaction()
      .execute((trx) => fulfilPurchase(trx, deps.db.kind, { paymentIntentId, now }, deps.log));
    await afterFulfilment(deps, outcome);
    return ok({ paymentIntentId, status: 'succeeded', message: PAYMENT_MESSAGES.succeeded });
  }
  const status = settlement === 'requires_action' ? 'requires_action' : 'requires_payment_method';
  await deps.db.db
    .updateTable('payment_intents')
    .set({ status, updated_at: t })
    .where('id', '=', paymentIntentId)
    .where('status', '!=', 'succeeded')
    .execute();
  if (settlement === 'requires_action') {
    return ok({ paymentIntentId, status: 'requires_action', message: PAYMENT_MESSAGES.requiresAction });
  }
  deps.log.info({ paymentIntentId, outcome: settlement }, 'payments: simulated card declined');
  return fail('PAYMENT_DECLINED', DECLINE_MESSAGE[settlement]);
}
