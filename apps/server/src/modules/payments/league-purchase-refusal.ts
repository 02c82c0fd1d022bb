import { COMPETITION_MESSAGES, PAYMENT_MESSAGES } from '@tradearena/contracts';
import type { Failure } from '../../app-error.ts';
import type { CompetitionRow } from '../competition-core/index.ts';
import { competitionState } from '../competition-core/index.ts';

/**
 * Why this league cannot take a league purchase of `userId` now, or null when it can: it must be a private friend
 * league the user created that has not ended (docs/product/store-and-bank.md#league-extensions-and-extra-slots), and extra slots need a participant limit.
 */
export function leaguePurchaseRefusal(
  league: CompetitionRow | null,
  input: { userId: number; kind: 'league_extension' | 'extra_participants'; now: Date },
): Failure | null {
  if (league?.kind !== 'league') return { code: 'COMPETITION_NOT_FOUND', message: COMPETITION_MESSAGES.leagueNotFound };
  const own = league.created_by_user_id !== null && Number(league.created_by_user_id) === input.userId;
  if (!own || Number(league.is_private) !== 1 || competitionState(league, input.now) === 'completed') {
    return { code: 'PAYMENT_LEAGUE_NOT_ELIGIBLE', message: PAYMENT_MESSAGES.leagueNotEligible };
  }
  if (input.kind === 'extra_participants' && league.max_participants === null) {
    return { code: 'PAYMENT_LEAGUE_NOT_ELIGIBLE', message: PAYMENT_MESSAGES.leagueNoLimit };
  }
  return null;
}
