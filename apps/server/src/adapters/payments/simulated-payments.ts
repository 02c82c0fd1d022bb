import { randomBytes } from 'node:crypto';
import { PaymentStatusSchema } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Payments } from '../../ports/payments.ts';
import type { Database } from '../db/schema.ts';
import { hashClientSecret } from './hash-client-secret.ts';

/**
 * The offline default: a payment provider whose intents live in our own database (`payment_intents`, written by the
 * use-case that creates them) and whose card step is the simulated form of modules/payments (documented test cards
 * only). It sends no webhooks: a confirmed test payment is fulfilled by the confirm call itself.
 */
export function createSimulatedPayments(deps: { db: Kysely<Database> }): Payments {
  const secretFor = (id: string) => `${id}_secret_${randomBytes(24).toString('base64url')}`;
  return {
    provider: 'simulated',
    publishableKey: null,
    async createIntent(request) {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      return {
        id,
        clientSecret: secretFor(id),
        status: 'requires_payment_method',
        amountCents: request.amountCents,
      };
    },
    async retrieveIntent(id) {
      const row = await deps.db
        .selectFrom('payment_intents')
        .select(['id', 'status', 'amount_cents'])
        .where('id', '=', id)
        .where('provider', '=', 'simulated')
        .executeTakeFirst();
      if (!row) return null;
      const status = PaymentStatusSchema.parse(row.status);
      return {
        id: row.id,
        status,
        amountReceivedCents: status === 'succeeded' ? Number(row.amount_cents) : 0,
        currency: 'usd',
      };
    },
    async resumeIntent(id) {
      // Only the hash of the first secret is kept: a new one replaces it (an older card step can no longer pay).
      const clientSecret = secretFor(id);
      const row = await deps.db
        .updateTable('payment_intents')
        .set({ client_secret_hash: hashClientSecret(clientSecret) })
        .where('id', '=', id)
        .where('provider', '=', 'simulated')
        .where('status', 'in', ['requires_payment_method', 'requires_action'])
        .returning(['status', 'amount_cents'])
        .executeTakeFirst();
      if (!row) return null;
      return { id, clientSecret, status: PaymentStatusSchema.parse(row.status), amountCents: Number(row.amount_cents) };
    },
    parseWebhook() {
      return null;
    },
    subscriptions: null,
  };
}
