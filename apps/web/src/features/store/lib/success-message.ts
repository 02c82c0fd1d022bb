import { type ForceProcessResponse, LEAGUE_EXTENSION, PAYMENT_MESSAGES } from '@tradearena/contracts';
import { formatWholeDollars } from '@/lib/format.ts';
import type { PaymentRequest } from './payment-request.ts';

/**
 * The success step's and toast's texts (docs/product/store-and-bank.md#league-extensions-and-extra-slots): "Purchase Successful!", "League Extended!" (by 30 days) or
 * "Participants Added!"; "Payment Processing" while the provider has not settled the payment yet.
 */
export function successMessage(
  request: PaymentRequest,
  result: ForceProcessResponse | null,
): { title: string; description: string } {
  if (result && !result.fulfilled && result.status === 'processing')
    return {
      title: 'Payment Processing',
      description: 'Your purchase will be applied as soon as the payment settles.',
    };
  if (request.type === 'virtual_cash')
    return {
      title: PAYMENT_MESSAGES.purchaseSuccessful,
      description: `${formatWholeDollars(request.virtualAmountCents / 100)} of virtual cash is in your Trading Bank.`,
    };
  if (request.type === 'league_extension')
    return {
      title: PAYMENT_MESSAGES.leagueExtended,
      description: `${request.leagueName} now runs ${LEAGUE_EXTENSION.days} days longer.`,
    };
  const n = request.participantCount;
  return {
    title: PAYMENT_MESSAGES.participantsAdded,
    description: `${request.leagueName} has room for ${n} more ${n === 1 ? 'player' : 'players'}.`,
  };
}
