import { PAYMENT_MESSAGES } from '@tradearena/contracts';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { authenticateSimulatedPayment } from '@/lib/payments/authenticate-simulated-payment.ts';
import type { CardStepProps } from '@/lib/payments/card-step.ts';
import { confirmSimulatedPayment } from '@/lib/payments/confirm-simulated-payment.ts';
import { paymentError } from '@/lib/payments/payment-error.ts';
import { SimulatedAuthentication } from './simulated-authentication.tsx';
import { emptyTestCard, isTestCardIncomplete, type TestCard, TestCardFields } from './test-card-fields.tsx';
import { TestCardNotice } from './test-card-notice.tsx';

/**
 * The simulated provider's card form (no Stripe configured): clearly a TEST payment that charges no real card;
 * only the listed test numbers work. The number goes to our server's simulated provider, which never stores it.
 */
export function SimulatedCardForm({ intent, priceLabel, onConfirmed, onFailed }: CardStepProps) {
  const [card, setCard] = useState<TestCard>(emptyTestCard);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [needsAuth, setNeedsAuth] = useState(false);
  const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };

  const run = async (call: () => Promise<{ status: 'succeeded' | 'requires_action' }>) => {
    setBusy(true);
    setError(null);
    try {
      const result = await call();
      if (result.status === 'succeeded') onConfirmed(intent.paymentIntentId);
      else setNeedsAuth(true);
    } catch (e) {
      // Already paid (e.g. a second click after a slow answer) counts as success (docs/product/store-and-bank.md#card-payments).
      if (e instanceof ApiError && e.body?.code === 'PAYMENT_INVALID_STATE') return onConfirmed(intent.paymentIntentId);
      const message = paymentError(e, 'payment');
      setNeedsAuth(false);
      setError(message.description);
      onFailed(message);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isTestCardIncomplete(card)) return setError(PAYMENT_MESSAGES.cardIncomplete);
    void run(() => confirmSimulatedPayment({ ...secret, ...card }));
  };

  return (
    <div className="grid gap-4">
      <TestCardNotice />
      {needsAuth ? (
        <SimulatedAuthentication
          busy={busy}
          onAnswer={(approve) => void run(() => authenticateSimulatedPayment({ ...secret, approve }))}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Test card">
          <TestCardFields card={card} onChange={setCard} />
          <ErrorAlert message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Processing...' : `Pay ${priceLabel}`}
          </Button>
        </form>
      )}
    </div>
  );
}
