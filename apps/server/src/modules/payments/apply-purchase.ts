import { LEAGUE_EXTENSION, VIRTUAL_CASH_PACKAGES } from '@tradearena/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database, PaymentIntentsTable } from '../../adapters/db/schema.ts';
import { creditBank } from '../bank-ledger/index.ts';
import { addOwnLeagueSlots, extendOwnLeague } from '../competition-core/index.ts';
import { activateSubscription } from './activate-subscription.ts';

const DAY_MS = 86_400_000;

export type IntentRow = Selectable<PaymentIntentsTable>;

/**
 * Applies what a paid intent buys, inside the fulfilment's transaction: virtual cash into the trading bank (a
 * `purchase` credit keyed `purchase:<intent>`), 30 more days for the league (and its season), or more player slots.
 * An Educator Pro payment activates the subscription for a year (billing/activate-subscription.ts).
 * A league purchase applies only to the payer's own private league that has not ended: false when it no longer is.
 */
export async function applyPurchase(
  trx: Transaction<Database>,
  kind: DbKind,
  intent: IntentRow,
  now: Date,
): Promise<boolean> {
  const t = now.getTime();
  if (intent.purpose === 'educator_subscription') {
    return activateSubscription(trx, kind, {
      paymentIntentId: intent.id,
      userId: Number(intent.user_id),
      amountCents: Number(intent.amount_cents),
      now,
    });
  }
  if (intent.purpose === 'virtual_cash') {
    const virtualCents = Number(intent.virtual_cents);
    const pack = VIRTUAL_CASH_PACKAGES.find((p) => p.amountCents === virtualCents);
    await creditBank(trx, {
      userId: Number(intent.user_id),
      amountCents: virtualCents,
      type: 'purchase',
      competitionId: null,
      season: null,
      label: `Store · ${pack?.name ?? 'Virtual cash'}`,
      idempotencyKey: `purchase:${intent.id}`,
      now,
    });
    return true;
  }
  const league = { leagueId: Number(intent.league_id), ownerId: Number(intent.user_id), nowMs: t };
  if (intent.purpose === 'league_extension') {
    return extendOwnLeague(trx, { ...league, byMs: LEAGUE_EXTENSION.days * DAY_MS });
  }
  return addOwnLeagueSlots(trx, { ...league, slots: Number(intent.participant_count) });
}
