import { PAYMENT_MESSAGES, type SimulatedAuthenticateBody, type SimulatedConfirmResponse } from '@tradearena/contracts';
import { fail, type Result } from '../../app-error.ts';
import { loadSimulatedIntent } from './load-simulated-intent.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { settleSimulatedPayment } from './settle-simulated-payment.ts';

/**
 * POST /api/payments/simulated/authenticate: the test card's authentication step (Stripe's 3-D Secure), approved
 * (pays and fulfils) or failed (402; the intent waits for another card).
 */
export async function authenticateSimulatedPayment(
  deps: PaymentsDeps,
  input: SimulatedAuthenticateBody & { userId: number },
): Promise<Result<SimulatedConfirmResponse>> {
  const intent = await loadSimulatedIntent({ ...deps, db: deps.db.db }, input);
  if (!intent.ok) return intent;
  if (intent.value.status !== 'requires_action') {
    return fail('PAYMENT_INVALID_STATE', PAYMENT_MESSAGES.notAwaitingAuthentication);
  }
  return settleSimulatedPayment(deps, {
    paymentIntentId: intent.value.id,
    settlement: input.approve ? 'succeeded' : 'auth_failed',
  });
}
