import { randomUUID } from 'node:crypto';
import { EDUCATOR_PRO_PRICE_CENTS } from '@tradearena/contracts';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { invoiceNumber } from './invoice-number.ts';
import { oneYearAfter } from './one-year-after.ts';

/** A past-due subscription (its renewal declined) ends this long after the failed charge unless a card pays. */
export const PAST_DUE_GRACE_MS = 7 * 86_400_000;

/** The stored test cards that pay (stored-test-card.ts). */
const PAYING_CARDS = ['succeeds', 'requires_authentication'];

export interface RenewalOutcome {
  renewed: number[];
  failed: number[];
  expired: number[];
}

/**
 * The simulated provider's recurring billing (Stripe renews by itself and tells us by webhook): for every active
 * subscription whose period has ended, a subscription set to cancel expires; otherwise the stored test card is
 * charged for the next year — 4242… pays (a paid invoice, the period moves on), a declining card fails (a failed
 * invoice, status past_due: access already ended with the period). A past-due one whose card was replaced by one
 * that pays is charged again on the next run (its failed invoice paid, the period moves on from the anniversary);
 * otherwise it expires after PAST_DUE_GRACE_MS.
 * Idempotent per period: the invoice is unique per (subscription, period start) and the period moves in the same
 * transaction, so a second run charges nothing. Returns the users whose subscription changed.
 */
export async function renewDueSubscriptions(deps: { db: DbHandle }, now: Date): Promise<RenewalOutcome> {
  const t = now.getTime();
  const { db, kind } = deps.db;
  const outcome: RenewalOutcome = { renewed: [], failed: [], expired: [] };
  const due = await db
    .selectFrom('educator_subscriptions')
    .select(['id'])
    .where('provider', '=', 'simulated')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'active'), eb('current_period_end', '<=', t)]),
        eb.and([
          eb('status', '=', 'past_due'),
          eb.or([eb('past_due_since', '<=', t - PAST_DUE_GRACE_MS), eb('card_token', 'in', PAYING_CARDS)]),
        ]),
      ]),
    )
    .execute();
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const sub = await lockRowForUpdate(
        kind,
        trx.selectFrom('educator_subscriptions').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (!sub) return;
      const userId = Number(sub.user_id);
      const end = Number(sub.current_period_end);
      const expire = async () => {
        await trx
          .updateTable('educator_subscriptions')
          .set({ status: 'expired', updated_at: t })
          .where('id', '=', id)
          .execute();
        outcome.expired.push(userId);
      };
      /** Paid: the period moves on a year from `end` (with `also`, e.g. back to active). */
      const renew = async (also: { status?: 'active'; past_due_since?: null } = {}) => {
        await trx
          .updateTable('educator_subscriptions')
          .set({ ...also, current_period_start: end, current_period_end: oneYearAfter(end), updated_at: t })
          .where('id', '=', id)
          .execute();
        outcome.renewed.push(userId);
      };
      if (sub.status === 'past_due') {
        if (PAYING_CARDS.includes(sub.card_token ?? '') && sub.current_period_end !== null) {
          // The declined renewal retried with the new card: its failed invoice is paid, once.
          const retried = await trx
            .updateTable('billing_invoices')
            .set({ status: 'paid', paid_at: t })
            .where('subscription_id', '=', id)
            .where('period_start', '=', end)
            .where('status', '=', 'failed')
            .executeTakeFirst();
          if (Number(retried.numUpdatedRows) === 0) return;
          await renew({ status: 'active', past_due_since: null });
          return;
        }
        if (sub.past_due_since === null || Number(sub.past_due_since) > t - PAST_DUE_GRACE_MS) return;
        await expire();
        return;
      }
      if (sub.status !== 'active' || sub.current_period_end === null || end > t) return;
      if (Number(sub.cancel_at_period_end) === 1) {
        await expire();
        return;
      }
      const paid = PAYING_CARDS.includes(sub.card_token ?? '');
      const invoiceId = `inv_${randomUUID()}`;
      const nextEnd = oneYearAfter(end);
      const inserted = await trx
        .insertInto('billing_invoices')
        .values({
          id: invoiceId,
          number: invoiceNumber(invoiceId, t),
          subscription_id: id,
          user_id: userId,
          amount_cents: EDUCATOR_PRO_PRICE_CENTS,
          status: paid ? 'paid' : 'failed',
          reason: 'subscription_cycle',
          period_start: end,
          period_end: nextEnd,
          created_at: t,
          paid_at: paid ? t : null,
        })
        .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      if (paid) {
        await renew();
      } else {
        await trx
          .updateTable('educator_subscriptions')
          .set({ status: 'past_due', past_due_since: t, updated_at: t })
          .where('id', '=', id)
          .execute();
        outcome.failed.push(userId);
      }
    });
  }
  return outcome;
}
