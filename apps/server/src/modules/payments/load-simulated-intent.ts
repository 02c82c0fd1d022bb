import { type ErrorCode, PAYMENT_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { isClientSecret } from '../../adapters/payments/hash-client-secret.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Payments } from '../../ports/payments.ts';
import type { IntentRow } from './apply-purchase.ts';

/** An unpaid simulated intent is good for a day (a card form left open overnight starts again). */
const SIMULATED_INTENT_TTL_MS = 86_400_000;

/** What loadSimulatedIntent refuses with, for the card form's routes to document. */
export const SIMULATED_INTENT_REFUSALS = [
  'PAYMENT_NOT_FOUND',
  'PAYMENT_SESSION_EXPIRED',
  'PAYMENT_INVALID_STATE',
  'PAYMENT_WRONG_PROVIDER',
] as const satisfies readonly ErrorCode[];

/**
 * The caller's simulated intent for the card form's calls: unknown or someone else's → 404; Stripe configured → 409
 * (card data goes to Stripe Elements only); a client secret that does not match, or an intent older than a day →
 * "Payment session expired".
 */
export async function loadSimulatedIntent(
  deps: { db: Kysely<Database>; payments: Payments; clock: Clock },
  input: { userId: number; paymentIntentId: string; clientSecret: string },
): Promise<Result<IntentRow>> {
  if (deps.payments.provider !== 'simulated') return fail('PAYMENT_WRONG_PROVIDER', PAYMENT_MESSAGES.wrongProvider);
  const intent = await deps.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('id', '=', input.paymentIntentId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!intent) return fail('PAYMENT_NOT_FOUND', PAYMENT_MESSAGES.notFound);
  if (intent.provider !== 'simulated') return fail('PAYMENT_WRONG_PROVIDER', PAYMENT_MESSAGES.wrongProvider);
  if (!isClientSecret(input.clientSecret, intent.client_secret_hash) || intent.status === 'canceled') {
    return fail('PAYMENT_SESSION_EXPIRED', PAYMENT_MESSAGES.sessionExpired);
  }
  if (intent.status === 'succeeded') return fail('PAYMENT_INVALID_STATE', PAYMENT_MESSAGES.alreadyPaid);
  if (deps.clock.now().getTime() - Number(intent.created_at) > SIMULATED_INTENT_TTL_MS) {
    return fail('PAYMENT_SESSION_EXPIRED', PAYMENT_MESSAGES.sessionExpired);
  }
  return ok(intent);
}
