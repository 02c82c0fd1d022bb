import { useState } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { TestModeNote } from '@/components/payments/test-mode-note.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { useSubscription } from '@/lib/subscription.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { AccessDenied } from './access-denied.tsx';
import { BillingHistory } from './billing-history.tsx';
import { BillingInfoCards } from './billing-info-cards.tsx';
import { PopupBlockedDialog } from './popup-blocked-dialog.tsx';
import { PortalSetupDialog } from './portal-setup-dialog.tsx';
import { QuickActions } from './quick-actions.tsx';
import { SubscriptionOverview } from './subscription-overview.tsx';

/**
 * /billing-management (docs/product/educators.md#billing): overview, quick actions, history and information cards for educators;
 * billing data is fetched only for them, players see Access Denied.
 */
export function BillingManagementPage() {
  const { user } = useCurrentUser();
  const isEducator = user?.isEducator === true;
  const subscription = useSubscription({ enabled: isEducator });
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [portalSetup, setPortalSetup] = useState(false);
  if (!user) return null;
  if (!isEducator) return <AccessDenied />;
  const timeZone = user.timezone || detectTimezone();
  return (
    <div className="grid gap-6">
      <header>
        <BackLink to={paths.settings.getHref()}>Back to Settings</BackLink>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-white">Billing Management</h1>
        <p className="mt-1 text-slate-400">Your Educator Pro subscription, payment method and invoices.</p>
        <TestModeNote className="mt-3" />
      </header>
      {subscription.isPending ? (
        <SkeletonList count={3} label="Loading subscription" className="h-20" />
      ) : subscription.isError ? (
        <RetryAlert message="Failed to fetch subscription" onRetry={() => void subscription.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <SubscriptionOverview subscription={subscription.data} timeZone={timeZone} />
            <BillingHistory timeZone={timeZone} onBlocked={setBlockedUrl} />
          </div>
          <QuickActions
            subscription={subscription.data}
            timeZone={timeZone}
            onBlocked={setBlockedUrl}
            onPortalSetup={() => setPortalSetup(true)}
          />
        </div>
      )}
      <BillingInfoCards />
      <PopupBlockedDialog url={blockedUrl} onClose={() => setBlockedUrl(null)} />
      <PortalSetupDialog open={portalSetup} onClose={() => setPortalSetup(false)} />
    </div>
  );
}
