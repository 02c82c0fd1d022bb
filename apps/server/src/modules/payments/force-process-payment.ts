import { type ForceProcessResponse, PAYMENT_MESSAGES, PaymentStatusSchema } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError } from '../../ports/payments.ts';
import { afterFulfilment, fulfilPurchase } from './fulfil-purchase.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { toPurchaseJson } from './to-purchase-json.ts';

/**
 * POST /api/payments/force-process (docs/product/store-and-bank.md#card-payments): the client's call after the card step. Asks the provider for the
 * intent's state and, when it has succeeded with our price, fulfils it — a no-op when the webhook came first (and
 * the webhook is one after it). Only the payer's own intents: anyone else's is unknown (404).
 */
export async function forceProcessPayment(
  deps: PaymentsDeps,
  input: { userId: number; paymentIntentId: string },
): Promise<Result<ForceProcessResponse>> {
  const intent = await deps.db.db
    .selectFrom('payment_intents')
    .select(['id', 'status', 'provider'])
    .where('id', '=', input.paymentIntentId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!intent) return fail('PAYMENT_NOT_FOUND', PAYMENT_MESSAGES.notFound);
  let state: Awaited<ReturnType<typeof deps.payments.retrieveIntent>>;
  try {
    state = intent.provider === deps.payments.provider ? await deps.payments.retrieveIntent(intent.id) : null;
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error({ paymentIntentId: intent.id, reason: err.message }, 'payments: could not read an intent');
    return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
  const status = state?.status ?? PaymentStatusSchema.catch('requires_payment_method').parse(intent.status);
  if (status !== 'succeeded' || !state) {
    if (state && state.status !== intent.status) {
      await deps.db.db
        .updateTable('payment_intents')
        .set({ status: state.status, updated_at: deps.clock.now().getTime() })
        .where('id', '=', intent.id)
        .where('status', '!=', 'succeeded')
        .execute();
    }
    return ok({ status, fulfilled: false, purchase: null });
  }
  const now = deps.clock.now();
  const outcome = await deps.db.db.transaction().execute((trx) =>
    fulfilPurchase(
      trx,
      deps.db.kind,
      {
        paymentIntentId: intent.id,
        now,
        received: { amountCents: state.amountReceivedCents, currency: state.currency },
      },
      deps.log,
    ),
  );
  await afterFulfilment(deps, outcome);
  return ok({
    status,
    fulfilled: outcome.purchase !== null,
    purchase: outcome.purchase ? toPurchaseJson(outcome.purchase) : null,
  });
}
