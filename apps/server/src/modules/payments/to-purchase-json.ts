import { BILLING_MESSAGES, PAYMENT_MESSAGES, type Purchase } from '@tradearena/contracts';
import { dollars } from '../portfolio/index.ts';
import type { PurchaseRow } from './fulfil-purchase.ts';

const SUCCESS_MESSAGE = {
  virtual_cash: PAYMENT_MESSAGES.purchaseSuccessful,
  league_extension: PAYMENT_MESSAGES.leagueExtended,
  extra_participants: PAYMENT_MESSAGES.participantsAdded,
  educator_subscription: BILLING_MESSAGES.subscriptionActivated,
} as const;

/** A purchase as the dialog's success step shows it (docs/product/store-and-bank.md#card-payments). */
export function toPurchaseJson(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    kind: row.kind,
    amount: dollars(Number(row.amount_cents)),
    virtualAmount: row.virtual_cents === null ? null : dollars(Number(row.virtual_cents)),
    leagueId: row.league_id === null ? null : Number(row.league_id),
    participantCount: row.participant_count === null ? null : Number(row.participant_count),
    message: Number(row.applied) === 1 ? SUCCESS_MESSAGE[row.kind] : PAYMENT_MESSAGES.leagueNotApplied,
    fulfilledAt: new Date(Number(row.fulfilled_at)).toISOString(),
  };
}
