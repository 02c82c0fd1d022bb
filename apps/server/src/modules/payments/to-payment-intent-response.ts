import type { PaymentIntentResponse } from '@tradearena/contracts';
import type { Payments, ProviderIntent } from '../../ports/payments.ts';
import { dollars } from '../portfolio/index.ts';

/** What the card step needs of an intent at our price: the store's purchases and the Educator Pro signup alike. */
export function toPaymentIntentResponse(
  payments: Pick<Payments, 'provider' | 'publishableKey'>,
  intent: Pick<ProviderIntent, 'id' | 'clientSecret'>,
  amountCents: number,
): PaymentIntentResponse {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: dollars(amountCents),
    currency: 'usd',
    provider: payments.provider,
    publishableKey: payments.publishableKey,
  };
}
