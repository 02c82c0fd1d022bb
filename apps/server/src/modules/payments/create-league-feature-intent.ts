import { EXTRA_PARTICIPANT, LEAGUE_EXTENSION, type PaymentIntentResponse } from '@tradearena/contracts';
import { fail, type Result } from '../../app-error.ts';
import { loadCompetition } from '../competition-core/index.ts';
import { leaguePurchaseRefusal } from './league-purchase-refusal.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { startPayment } from './start-payment.ts';

export type LeagueFeatureInput =
  | { userId: number; type: 'league_extension'; leagueId: number }
  | { userId: number; type: 'extra_participants'; leagueId: number; participantCount: number };

/**
 * POST /api/payments/league-features (docs/product/store-and-bank.md#league-extensions-and-extra-slots): 30 more days for $5.99, or 1–50 extra player slots at
 * $0.99 each, for the caller's own private league that has not ended. Checked again when the payment is fulfilled.
 */
export async function createLeagueFeatureIntent(
  deps: PaymentsDeps,
  input: LeagueFeatureInput,
): Promise<Result<PaymentIntentResponse>> {
  const league = await loadCompetition(deps.db.db, input.leagueId);
  const refusal = leaguePurchaseRefusal(league, { userId: input.userId, kind: input.type, now: deps.clock.now() });
  if (refusal || !league) return fail(refusal?.code ?? 'COMPETITION_NOT_FOUND', refusal?.message ?? '');
  const slots = input.type === 'extra_participants' ? input.participantCount : null;
  return startPayment(deps, {
    userId: input.userId,
    kind: input.type,
    amountCents: slots === null ? LEAGUE_EXTENSION.priceCents : slots * EXTRA_PARTICIPANT.priceCents,
    virtualCents: null,
    leagueId: input.leagueId,
    participantCount: slots,
    description:
      slots === null
        ? `TradeArena league extension: ${LEAGUE_EXTENSION.days} more days for “${league.name}”`
        : `TradeArena extra participants: ${slots} more player slot${slots === 1 ? '' : 's'} for “${league.name}”`,
  });
}
