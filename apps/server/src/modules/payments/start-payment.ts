import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type PaymentIntentResponse, type PurchaseKind } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError } from '../../ports/payments.ts';
import { getBankAccount } from '../bank-ledger/index.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { recordPaymentIntent } from './record-payment-intent.ts';
import { toPaymentIntentResponse } from './to-payment-intent-response.ts';

export interface PaymentToStart {
  userId: number;
  kind: PurchaseKind;
  /** The server's price. */
  amountCents: number;
  virtualCents: number | null;
  leagueId: number | null;
  participantCount: number | null;
  description: string;
}

/**
 * Creates the provider's PaymentIntent for the server's price (idempotency key from a new purchase id) and records
 * it with what it buys, so the webhook or force-process can fulfil it later. Answers what the card step needs.
 * Refused while the account owes what a refunded or disputed payment bought (docs/decisions/019-reversals-take-back-goods.md).
 */
export async function startPayment(deps: PaymentsDeps, input: PaymentToStart): Promise<Result<PaymentIntentResponse>> {
  if ((await getBankAccount(deps.db.db, input.userId)).owedCents > 0) {
    return fail('PAYMENT_DEBT_OPEN', PAYMENT_MESSAGES.debtOpen);
  }
  const purchaseId = `pur_${randomUUID()}`;
  let intent: Awaited<ReturnType<typeof deps.payments.createIntent>>;
  try {
    intent = await deps.payments.createIntent({
      purchaseId,
      userId: input.userId,
      kind: input.kind,
      amountCents: input.amountCents,
      description: input.description,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error({ purchaseId, reason: err.message }, 'payments: the provider refused to create an intent');
    return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
  await recordPaymentIntent(deps.db.db, {
    intent,
    purchaseId,
    provider: deps.payments.provider,
    now: deps.clock.now(),
    ...input,
  });
  return ok(toPaymentIntentResponse(deps.payments, intent, input.amountCents));
}
