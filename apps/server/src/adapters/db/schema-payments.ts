import type { Generated } from 'kysely';

/**
 * Table types of card payments, Educator Pro billing and provider webhooks.
 * Conventions are schema.ts's (ids, epoch-ms `*_at`, `*_cents`, 0/1 booleans); `Database` there lists every table.
 */

/** A payment intent we created at a provider (migration 010); the simulated provider's state lives here too. */
export interface PaymentIntentsTable {
  /** The provider's id (`pi_…`). */
  id: string;
  /** Ours: the purchase's id once fulfilled, and the provider's idempotency key `pi:create:<purchase_id>`. */
  purchase_id: string;
  user_id: number;
  purpose: 'virtual_cash' | 'league_extension' | 'extra_participants' | 'educator_subscription';
  amount_cents: number;
  virtual_cents: number | null;
  league_id: number | null;
  participant_count: number | null;
  /** SHA-256 of the client secret (simulated provider; null for Stripe, which checks its own). */
  client_secret_hash: string | null;
  /** Stripe's PaymentIntent status. */
  status: string;
  provider: 'stripe' | 'simulated';
  created_at: number;
  updated_at: number;
}

/**
 * Educator Pro (migration 014): one per user; `status` active + cancel_at_period_end is the API's 'canceled'; the
 * stored `canceled` (022) is final: ended with its account's deletion (ADR 018).
 */
export interface EducatorSubscriptionsTable {
  id: string;
  user_id: number;
  status: 'incomplete' | 'active' | 'past_due' | 'expired' | 'canceled';
  cancel_at_period_end: Generated<number>;
  current_period_start: number | null;
  /** Access ends at this instant unless renewed. */
  current_period_end: number | null;
  member_since: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  job_title: string;
  institution_name: string;
  institution_type: string;
  institution_address: string | null;
  institution_city: string | null;
  institution_state: string | null;
  institution_zip: string | null;
  estimated_students: number;
  provider: 'stripe' | 'simulated';
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  /** Simulated provider: the stored test card (brand, last 4, the test card's outcome token; never the number). */
  card_brand: string | null;
  card_last4: string | null;
  card_token: string | null;
  /** When a renewal charge failed (simulated): the subscription expires a grace period later. */
  past_due_since: number | null;
  created_at: number;
  updated_at: number;
}

/** One invoice per billing period (unique subscription_id + period_start). */
export interface BillingInvoicesTable {
  id: string;
  number: string;
  subscription_id: string;
  user_id: number;
  amount_cents: number;
  /** 'refunded': the payment was fully refunded or disputed at the provider (017). */
  status: 'open' | 'paid' | 'failed' | 'refunded';
  /** 'subscription_create' or 'subscription_cycle'. */
  reason: string;
  period_start: number | null;
  period_end: number | null;
  payment_intent_id: string | null;
  provider_invoice_id: string | null;
  hosted_invoice_url: string | null;
  created_at: number;
  paid_at: number | null;
}

/** One fulfilled purchase per payment intent (unique): the record that makes fulfilment happen once. */
export interface PurchasesTable {
  id: string;
  payment_intent_id: string;
  user_id: number;
  kind: 'virtual_cash' | 'league_extension' | 'extra_participants' | 'educator_subscription';
  amount_cents: number;
  virtual_cents: number | null;
  league_id: number | null;
  participant_count: number | null;
  /** 0: a league purchase whose league had ended before it was applied. */
  applied: Generated<number>;
  /** Virtual cash that refunds and disputes asked to take back so far. */
  reversed_cents: Generated<number>;
  fulfilled_at: number;
  /** A league purchase taken back by a refund or dispute (migration 023); null otherwise. */
  revoked_at: Generated<number | null>;
}

/** Provider webhook events already handled (each once). */
export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: number;
}
