import type { SimulatedConfirmBody, SimulatedConfirmResponse } from '@tradearena/contracts';
import type { Result } from '../../app-error.ts';
import { checkTestCard } from './check-test-card.ts';
import { loadSimulatedIntent } from './load-simulated-intent.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { type SimulatedSettlement, settleSimulatedPayment } from './settle-simulated-payment.ts';
import { storedTestCard } from './stored-test-card.ts';

const SETTLEMENT = {
  succeeds: 'succeeded',
  declined: 'declined',
  insufficient_funds: 'insufficient_funds',
  requires_authentication: 'requires_action',
} as const satisfies Record<string, SimulatedSettlement>;

/**
 * POST /api/payments/simulated/confirm: the simulated provider's card step. Only the documented test cards are
 * taken (any other number: 400, no real card is charged); 4242… pays and fulfils, 4000…0002 and 4000…9995 are
 * declined (402, nothing changes), 4000 0025 0000 3155 asks for the authentication step.
 */
export async function confirmSimulatedPayment(
  deps: PaymentsDeps,
  input: SimulatedConfirmBody & { userId: number },
): Promise<Result<SimulatedConfirmResponse>> {
  const intent = await loadSimulatedIntent({ ...deps, db: deps.db.db }, input);
  if (!intent.ok) return intent;
  const card = checkTestCard(input, deps.clock.now());
  if (!card.ok) return card;
  if (intent.value.purpose === 'educator_subscription') {
    // Educator Pro renews on the anniversary by charging the card of the first payment (brand, last 4, outcome).
    await deps.db.db
      .updateTable('educator_subscriptions')
      .set(storedTestCard(input.cardNumber, card.value))
      .where('user_id', '=', input.userId)
      .execute();
  }
  return settleSimulatedPayment(deps, { paymentIntentId: intent.value.id, settlement: SETTLEMENT[card.value] });
}
