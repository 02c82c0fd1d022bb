import type { Selectable, Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database, PurchasesTable } from '../../adapters/db/schema.ts';
import type { SessionCache } from '../accounts/index.ts';
import { applyPurchase } from './apply-purchase.ts';
import type { PaymentsLog } from './payments-deps.ts';

export type PurchaseRow = Selectable<PurchasesTable>;

export interface FulfilInput {
  paymentIntentId: string;
  now: Date;
  /** What the provider says it received (webhook, force-process): fulfilled only when it is our price in USD. */
  received?: { amountCents: number; currency: string };
}

export interface FulfilOutcome {
  /** The purchase of the intent (by this call or an earlier one); null when not fulfilled. */
  purchase: PurchaseRow | null;
  /** True when this call applied it. */
  applied: boolean;
}

/**
 * Fulfils a paid intent inside the caller's transaction, once: the purchase row is unique per payment intent, so of
 * a webhook and a force-process arriving together (or a webhook replayed) exactly one applies the purchase and the
 * others find it done. On PostgreSQL the intent row is locked first, so they queue instead of racing.
 */
export async function fulfilPurchase(
  trx: Transaction<Database>,
  kind: DbKind,
  input: FulfilInput,
  log: PaymentsLog,
): Promise<FulfilOutcome> {
  const intent = await lockRowForUpdate(
    kind,
    trx.selectFrom('payment_intents').selectAll().where('id', '=', input.paymentIntentId),
  ).executeTakeFirst();
  if (!intent) {
    log.warn({ paymentIntentId: input.paymentIntentId }, 'payments: a paid intent we did not create');
    return { purchase: null, applied: false };
  }
  const amountCents = Number(intent.amount_cents);
  if (input.received && (input.received.amountCents !== amountCents || input.received.currency !== 'usd')) {
    log.error(
      { paymentIntentId: intent.id, expectedCents: amountCents, received: input.received },
      'payments: paid amount differs from our price; not fulfilled',
    );
    return { purchase: null, applied: false };
  }
  const t = input.now.getTime();
  const inserted = await trx
    .insertInto('purchases')
    .values({
      id: intent.purchase_id,
      payment_intent_id: intent.id,
      user_id: Number(intent.user_id),
      kind: intent.purpose,
      amount_cents: amountCents,
      virtual_cents: intent.virtual_cents === null ? null : Number(intent.virtual_cents),
      league_id: intent.league_id === null ? null : Number(intent.league_id),
      participant_count: intent.participant_count === null ? null : Number(intent.participant_count),
      fulfilled_at: t,
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .executeTakeFirst();
  const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (isNew && !(await applyPurchase(trx, kind, intent, input.now))) {
    await trx.updateTable('purchases').set({ applied: 0 }).where('id', '=', intent.purchase_id).execute();
    log.warn(
      { paymentIntentId: intent.id, purpose: intent.purpose, leagueId: intent.league_id },
      'payments: paid purchase not applied (the league is no longer the payer’s open private league, or the Educator Pro period is already paid); refund it',
    );
  }
  if (intent.status !== 'succeeded') {
    await trx
      .updateTable('payment_intents')
      .set({ status: 'succeeded', updated_at: t })
      .where('id', '=', intent.id)
      .execute();
  }
  const purchase = await trx
    .selectFrom('purchases')
    .selectAll()
    .where('payment_intent_id', '=', intent.id)
    .executeTakeFirstOrThrow();
  return { purchase, applied: isNew };
}

/** After the fulfilment's commit: an Educator Pro payment made its payer an educator (cached sessions are stale). */
export async function afterFulfilment(
  deps: { sessionCache?: Pick<SessionCache, 'forgetUser'> | undefined },
  outcome: FulfilOutcome,
): Promise<void> {
  if (outcome.applied && outcome.purchase?.kind === 'educator_subscription') {
    await deps.sessionCache?.forgetUser(Number(outcome.purchase.user_id));
  }
}
