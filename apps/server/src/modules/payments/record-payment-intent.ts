import type { PaymentProvider, PurchaseKind } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { hashClientSecret } from '../../adapters/payments/hash-client-secret.ts';
import type { ProviderIntent } from '../../ports/payments.ts';

export interface IntentToRecord {
  intent: ProviderIntent;
  purchaseId: string;
  provider: PaymentProvider;
  userId: number;
  kind: PurchaseKind;
  amountCents: number;
  virtualCents: number | null;
  leagueId: number | null;
  participantCount: number | null;
  now: Date;
}

/**
 * Records a provider's intent with what it buys (in the caller's transaction when `db` is one), so the webhook or
 * force-process can fulfil it later. The simulated provider's client secret is kept hashed (its card form checks it).
 */
export async function recordPaymentIntent(db: Kysely<Database>, input: IntentToRecord): Promise<void> {
  const t = input.now.getTime();
  await db
    .insertInto('payment_intents')
    .values({
      id: input.intent.id,
      purchase_id: input.purchaseId,
      user_id: input.userId,
      purpose: input.kind,
      amount_cents: input.amountCents,
      virtual_cents: input.virtualCents,
      league_id: input.leagueId,
      participant_count: input.participantCount,
      client_secret_hash: input.provider === 'simulated' ? hashClientSecret(input.intent.clientSecret) : null,
      status: input.intent.status,
      provider: input.provider,
      created_at: t,
      updated_at: t,
    })
    .execute();
}
