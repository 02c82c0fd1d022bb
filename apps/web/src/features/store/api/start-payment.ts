import type { PaymentIntentResponse } from '@tradearena/contracts';
import type { PaymentRequest } from '../lib/payment-request.ts';
import { createLeagueFeaturePayment } from './create-league-feature-payment.ts';
import { createPaymentIntent } from './create-payment-intent.ts';

/** The purchase dialog's setup step: the intent for a cash package or a league feature. */
export function startPayment(request: PaymentRequest): Promise<PaymentIntentResponse> {
  if (request.type === 'virtual_cash') return createPaymentIntent(request);
  if (request.type === 'league_extension')
    return createLeagueFeaturePayment({ type: 'league_extension', leagueId: request.leagueId });
  return createLeagueFeaturePayment({
    type: 'extra_participants',
    leagueId: request.leagueId,
    participantCount: request.participantCount,
  });
}
