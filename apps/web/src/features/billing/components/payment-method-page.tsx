import { useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, PAYMENT_MESSAGES } from '@tradearena/contracts';
import { type FormEvent, useState } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import {
  emptyTestCard,
  isTestCardIncomplete,
  type TestCard,
  TestCardFields,
} from '@/components/payments/test-card-fields.tsx';
import { TestCardNotice } from '@/components/payments/test-card-notice.tsx';
import { TestModeNote } from '@/components/payments/test-mode-note.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { serverText } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';
import { saveSimulatedPaymentMethod } from '../api/save-simulated-payment-method.ts';
import { AccessDenied } from './access-denied.tsx';

/**
 * /billing/payment-method: the simulated provider's billing portal (Stripe has its own). A test card replaces the
 * stored one; the next renewal is charged to it (a declined test card makes that renewal fail).
 */
export function PaymentMethodPage() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [card, setCard] = useState<TestCard>(emptyTestCard);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  if (!user.isEducator) return <AccessDenied />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isTestCardIncomplete(card)) return setError(PAYMENT_MESSAGES.cardIncomplete);
    setBusy(true);
    setError(null);
    try {
      const result = await saveSimulatedPaymentMethod(card);
      const label = `${result.paymentMethod.brand} ending in ${result.paymentMethod.last4}`;
      setSaved(label);
      setCard(emptyTestCard);
      toast({ variant: 'success', title: 'Payment Method Updated', description: result.message });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    } catch (e) {
      const text = serverText(e, 'message') ?? serverText(e, 'error') ?? 'Please try again.';
      setError(text);
      toast({ variant: 'destructive', title: BILLING_MESSAGES.updateFailed, description: text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <BackLink to={paths.billingManagement.getHref()}>Back to Billing Management</BackLink>
      <Card>
        <CardHeader>
          <CardTitle>Update payment method</CardTitle>
          <CardDescription>The card your Educator Pro renewal is charged to.</CardDescription>
          <TestModeNote />
        </CardHeader>
        <CardContent className="grid gap-4">
          <TestCardNotice />
          {saved && (
            <Alert variant="success">
              <AlertDescription>Saved: {saved}.</AlertDescription>
            </Alert>
          )}
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-3" aria-label="New card">
            <TestCardFields card={card} onChange={setCard} />
            <ErrorAlert message={error} />
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save card'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
