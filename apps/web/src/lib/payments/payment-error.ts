import { PAYMENT_MESSAGES } from '@tradearena/contracts';
import { ApiError, serverText } from '@/lib/api-client.ts';

export interface PaymentErrorMessage {
  title: string;
  description: string;
  /** The intent is gone (session expired, unknown): the dialog goes back to its setup step. */
  restart: boolean;
}

/** "Payment Validation Failed: the amount …" → "the amount …" (the title already says it). */
function withoutTitle(text: string, title: string): string {
  return text.startsWith(`${title}: `) ? text.slice(title.length + 2) : text;
}

/**
 * The payment messages (docs/product/store-and-bank.md#card-payments) for a refused call. Setup: a refused request is "Payment
 * Validation Failed", anything else "Payment Setup Failed". Card step: an expired or unknown session is "Payment
 * Setup Error" (start again), everything else "Payment Failed" with the provider's reason.
 */
export function paymentError(error: unknown, stage: 'setup' | 'payment'): PaymentErrorMessage {
  const text = serverText(error, 'message') ?? serverText(error, 'error');
  const code = error instanceof ApiError ? error.body?.code : undefined;
  if (code === 'PAYMENT_SESSION_EXPIRED' || code === 'PAYMENT_NOT_FOUND')
    return { title: PAYMENT_MESSAGES.setupError, description: PAYMENT_MESSAGES.sessionExpired, restart: true };
  if (stage === 'payment')
    return { title: PAYMENT_MESSAGES.paymentFailed, description: text ?? 'Please try again', restart: false };
  if (error instanceof ApiError && (error.status === 400 || code === 'PAYMENT_LEAGUE_NOT_ELIGIBLE')) {
    const title = PAYMENT_MESSAGES.validationFailed;
    return { title, description: withoutTitle(text ?? 'Please try again', title), restart: false };
  }
  return { title: 'Payment Setup Failed', description: text ?? 'Please try again', restart: false };
}
