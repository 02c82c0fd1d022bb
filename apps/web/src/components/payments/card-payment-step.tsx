import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { CardStepProps } from '@/lib/payments/card-step.ts';
import { SimulatedCardForm } from './simulated-card-form.tsx';

/** Stripe Elements (and Stripe.js) load only when the server's provider is Stripe. */
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx').then((m) => ({ default: m.StripeCardForm })));

/**
 * The card step of every payment (store purchases, the educator subscription): Stripe Elements when the intent's
 * provider is Stripe, otherwise the simulated provider's test card form.
 */
export function CardPaymentStep(props: CardStepProps) {
  if (props.intent.provider !== 'stripe') return <SimulatedCardForm {...props} />;
  return (
    <Suspense fallback={<Spinner label="Loading secure card form" />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
