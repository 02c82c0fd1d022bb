import {
  BILLING_MESSAGES,
  PAYMENT_MESSAGES,
  type SimulatedPaymentMethodBody,
  type SimulatedPaymentMethodResponse,
} from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { checkTestCard } from './check-test-card.ts';
import { requireBillingCustomer } from './require-billing-customer.ts';
import { storedTestCard } from './stored-test-card.ts';

/**
 * POST /api/billing/simulated/payment-method (simulated provider only): a documented test card replaces the stored
 * one; the next renewal charges it (a declining test card makes that renewal fail).
 */
export async function setSimulatedPaymentMethod(
  deps: BillingDeps,
  input: SimulatedPaymentMethodBody & { userId: number },
): Promise<Result<SimulatedPaymentMethodResponse>> {
  if (deps.payments.provider !== 'simulated') return fail('PAYMENT_WRONG_PROVIDER', PAYMENT_MESSAGES.wrongProvider);
  const found = await requireBillingCustomer(deps.db.db, input.userId);
  if (!found.ok) return found;
  const now = deps.clock.now();
  const card = checkTestCard(input, now);
  if (!card.ok) return card;
  const stored = storedTestCard(input.cardNumber, card.value);
  await deps.db.db
    .updateTable('educator_subscriptions')
    .set({ ...stored, updated_at: now.getTime() })
    .where('id', '=', found.value.id)
    .execute();
  return ok({
    success: true,
    message: BILLING_MESSAGES.paymentMethodUpdated,
    paymentMethod: { brand: stored.card_brand, last4: stored.card_last4 },
  });
}
