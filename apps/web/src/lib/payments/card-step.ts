import type { PaymentIntentResponse } from '@tradearena/contracts';
import type { PaymentErrorMessage } from './payment-error.ts';

/** What a card form (Stripe Elements or the simulated test form) gets from the store dialog or the subscription wizard. */
export interface CardStepProps {
  intent: PaymentIntentResponse;
  /** "$4.99" on the pay button. */
  priceLabel: string;
  /** The card is confirmed (or the intent was already paid): fulfil and show the success step. */
  onConfirmed: (paymentIntentId: string) => void;
  onFailed: (message: PaymentErrorMessage) => void;
}
