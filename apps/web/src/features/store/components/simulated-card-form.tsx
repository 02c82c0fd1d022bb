import { PAYMENT_MESSAGES, SIMULATED_TEST_CARDS } from '@tradearena/contracts';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { authenticateSimulatedPayment } from '../api/authenticate-simulated-payment.ts';
import { confirmSimulatedPayment } from '../api/confirm-simulated-payment.ts';
import { formatCardNumber, formatExpiry } from '../lib/card-input.ts';
import type { CardStepProps } from '../lib/card-step.ts';
import { paymentError } from '../lib/payment-error.ts';
import { SimulatedAuthentication } from './simulated-authentication.tsx';

const OUTCOME_TEXT: Record<(typeof SIMULATED_TEST_CARDS)[number]['outcome'], string> = {
  succeeds: 'succeeds',
  declined: 'is declined',
  insufficient_funds: 'has insufficient funds',
  requires_authentication: 'asks for an authentication step',
};

/**
 * The simulated provider's card form (no Stripe configured): clearly a TEST payment that charges no real card;
 * only the listed test numbers work. The number goes to our server's simulated provider, which never stores it.
 */
export function SimulatedCardForm({ intent, priceLabel, onConfirmed, onFailed }: CardStepProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
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
      // Already paid (e.g. a second click after a slow answer) counts as success (spec 02 §4).
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
    if (!cardNumber.trim() || !expiry.trim() || !cvc.trim()) return setError(PAYMENT_MESSAGES.cardIncomplete);
    void run(() => confirmSimulatedPayment({ ...secret, cardNumber, expiry, cvc }));
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-xl border border-sky-500/30 bg-sky-500/5 p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold text-sky-200">
          <FlaskConical className="size-4" aria-hidden="true" />
          <Badge variant="secondary">TEST PAYMENT</Badge>
          No real card is charged.
        </p>
        <p className="text-slate-300">Use one of these test cards with any future expiry date and any 3-digit CVC:</p>
        <ul className="grid gap-1 text-slate-300" aria-label="Test cards">
          {SIMULATED_TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="tabular font-mono text-white">{card.display}</span> {OUTCOME_TEXT[card.outcome]}
            </li>
          ))}
        </ul>
      </div>
      {needsAuth ? (
        <SimulatedAuthentication
          busy={busy}
          onAnswer={(approve) => void run(() => authenticateSimulatedPayment({ ...secret, approve }))}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Test card">
          <FormField id="card-number" label="Card number">
            <Input
              id="card-number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="4242 4242 4242 4242"
              value={cardNumber}
              onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField id="card-expiry" label="Expiry (MM/YY)">
              <Input
                id="card-expiry"
                inputMode="numeric"
                autoComplete="off"
                placeholder="12/30"
                value={expiry}
                onChange={(e) => setExpiry(formatExpiry(e.target.value))}
              />
            </FormField>
            <FormField id="card-cvc" label="CVC">
              <Input
                id="card-cvc"
                inputMode="numeric"
                autoComplete="off"
                placeholder="123"
                maxLength={4}
                value={cvc}
                onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))}
              />
            </FormField>
          </div>
          <ErrorAlert message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Processing...' : `Pay ${priceLabel}`}
          </Button>
        </form>
      )}
    </div>
  );
}
