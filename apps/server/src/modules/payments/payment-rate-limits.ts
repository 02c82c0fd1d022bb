import type { RateLimitRule } from '../../ports/rate-limiter.ts';

const HOUR = 60 * 60_000;

/**
 * Per account. Starting a payment creates a PaymentIntent (with Stripe, a call to its API each time): 30 an hour is
 * plenty for a shopper who changes their mind, and stops a script from running up API calls. Card confirmations (the
 * simulated test-card form and its authentication step) are held to 60 an hour.
 */
export const PAYMENT_RATE_LIMITS = {
  startPerAccount: { name: 'payment-start:account', limit: 30, windowMs: HOUR },
  confirmPerAccount: { name: 'payment-confirm:account', limit: 60, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
