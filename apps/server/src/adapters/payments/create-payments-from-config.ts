import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Payments } from '../../ports/payments.ts';
import type { Database } from '../db/schema.ts';
import { createSimulatedPayments } from './simulated-payments.ts';
import { createStripePayments } from './stripe-payments.ts';

/**
 * Stripe when its three keys are set (config.ts refuses one or two of them), otherwise the simulated provider of
 * test cards. The keys stay here. The simulated provider accepts the documented test cards, so without keys every
 * purchase is free: in production, one warning says so at start-up (as the mailer does without SMTP_URL).
 */
export function createPaymentsFromConfig(
  config: Pick<
    Config,
    'NODE_ENV' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_EDUCATOR_PRICE_ID'
  >,
  deps: { db: Kysely<Database>; log: { warn(obj: object, msg: string): void } },
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
  if (config.NODE_ENV === 'production') {
    deps.log.warn(
      { provider: 'simulated' },
      'STRIPE_SECRET_KEY (and the other Stripe keys) not set: payments are simulated and every purchase is free ' +
        '(Educator Pro, virtual cash packs) with the test card 4242 4242 4242 4242',
    );
  }
  return createSimulatedPayments(deps);
}
