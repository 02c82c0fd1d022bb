import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { PAYMENT_MESSAGES } from '@tradearena/contracts';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { CardStepProps } from '@/lib/payments/card-step.ts';

/** Stripe.js is fetched from Stripe only here, once per publishable key, when the server's provider is Stripe. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

const CARD_STYLE = {
  style: {
    base: { color: '#f1f5f9', fontSize: '16px', '::placeholder': { color: '#64748b' } },
    invalid: { color: '#fca5a5' },
  },
} as const;

function StripeForm({ intent, priceLabel, onConfirmed, onFailed }: CardStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (description: string) => {
    setError(description);
    onFailed({ title: PAYMENT_MESSAGES.paymentFailed, description, restart: false });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return fail('Error: Card element not found');
    setBusy(true);
    setError(null);
    // Card data goes from Stripe's own frame to Stripe; our server only sees the payment intent's id.
    const { error: failure, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
      payment_method: { card },
    });
    setBusy(false);
    const alreadyPaid =
      failure?.code === 'payment_intent_unexpected_state' && failure.payment_intent?.status === 'succeeded';
    if (alreadyPaid) return onConfirmed(intent.paymentIntentId);
    if (failure) return fail(failure.message ?? 'Please try again');
    if (paymentIntent) onConfirmed(paymentIntent.id);
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-label="Card payment">
      <div className="rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-3">
        <CardElement options={CARD_STYLE} />
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-400">
        <Lock className="size-3" aria-hidden="true" />
        Card details go straight to Stripe; TradeArena never sees them.
      </p>
      <ErrorAlert message={error} />
      <Button type="submit" disabled={busy || !stripe}>
        {busy ? 'Processing...' : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}

/** Stripe Elements (provider "stripe"): the card field in Stripe's frame, 3-D Secure handled by Stripe.js. */
export function StripeCardForm(props: CardStepProps) {
  if (!props.intent.publishableKey)
    return <ErrorAlert message="Card payments are not available right now. Please try again later." />;
  return (
    <Elements stripe={stripeFor(props.intent.publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}
