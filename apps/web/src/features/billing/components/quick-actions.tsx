import { useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, type UserSubscription } from '@tradearena/contracts';
import { CreditCard, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { serverText } from '@/lib/api-client.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';
import { cancelSubscription } from '../api/cancel-subscription.ts';
import { reactivateSubscription } from '../api/reactivate-subscription.ts';
import { updatePaymentMethod } from '../api/update-payment-method.ts';
import { billingDate } from '../lib/billing-date.ts';
import { isPortalSetupError } from '../lib/is-portal-setup-error.ts';
import { openInNewTab } from '../lib/open-in-new-tab.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';

const problem = (error: unknown) => serverText(error, 'message') ?? serverText(error, 'error') ?? 'Please try again.';

export interface QuickActionsProps {
  subscription: UserSubscription;
  timeZone: string;
  onBlocked: (url: string) => void;
  onPortalSetup: () => void;
}

/** Update payment method (the billing portal in a new tab), cancel at period end, or reactivate (docs/product/educators.md#billing). */
export function QuickActions({ subscription, timeZone, onBlocked, onPortalSetup }: QuickActionsProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'update' | 'cancel' | 'reactivate' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<void>, failTitle: string) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      if (kind === 'update' && isPortalSetupError(error)) onPortalSetup();
      else toast({ variant: 'destructive', title: failTitle, description: problem(error) });
    } finally {
      setBusy(null);
    }
  };

  const update = () =>
    run(
      'update',
      async () => {
        const { url } = await updatePaymentMethod();
        if (!openInNewTab(url)) onBlocked(url);
      },
      BILLING_MESSAGES.updateFailed,
    );

  const cancel = () =>
    run(
      'cancel',
      async () => {
        const result = await cancelSubscription();
        setConfirming(false);
        toast({ variant: 'success', title: 'Subscription Canceled', description: result.message });
        refresh();
      },
      BILLING_MESSAGES.cancellationFailed,
    );

  const reactivate = () =>
    run(
      'reactivate',
      async () => {
        const result = await reactivateSubscription();
        toast({ variant: 'success', title: 'Subscription Reactivated', description: result.message });
        refresh();
      },
      BILLING_MESSAGES.updateFailed,
    );

  const canCancel = subscription.isActive && !subscription.cancelAtPeriodEnd;
  const canReactivate = subscription.isActive && subscription.cancelAtPeriodEnd;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Manage how you pay and whether your subscription renews.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" onClick={() => void update()} disabled={busy !== null}>
          <CreditCard aria-hidden="true" />
          {busy === 'update' ? 'Opening...' : 'Update Payment Method'}
        </Button>
        {canReactivate && (
          <Button onClick={() => void reactivate()} disabled={busy !== null}>
            <RotateCcw aria-hidden="true" />
            {busy === 'reactivate' ? 'Reactivating...' : 'Reactivate Subscription'}
          </Button>
        )}
        {canCancel && (
          <Button variant="ghost" className="text-red-300" onClick={() => setConfirming(true)} disabled={busy !== null}>
            <XCircle aria-hidden="true" />
            Cancel Subscription
          </Button>
        )}
      </CardContent>
      <CancelSubscriptionDialog
        open={confirming}
        periodEnd={billingDate(subscription.currentPeriodEnd, timeZone)}
        busy={busy === 'cancel'}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
