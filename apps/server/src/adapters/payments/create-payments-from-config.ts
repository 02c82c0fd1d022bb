import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Payments } from '../../ports/payments.ts';
import type { Database } from '../db/schema.ts';
import { createSimulatedPayments } from './simulated-payments.ts';
import { createStripePayments } from './stripe-payments.ts';

/**
 * Stripe when its three keys are set (config.ts refuses one or two of them), otherwise the simulated provider of
 * test cards. The keys stay here.
 */
export function createPaymentsFromConfig(
  config: Pick<
    Config,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_EDUCATOR_PRICE_ID'
  >,
  deps: { db: Kysely<Database> },
): Payments {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
  } = config;
  if (secretKey && webhookSecret && publishableKey) {
    return createStripePayments({
      secretKey,
      webhookSecret,
      publishableKey,
      educatorPriceId: config.STRIPE_EDUCATOR_PRICE_ID,
    });
  }
  return createSimulatedPayments(deps);
}
