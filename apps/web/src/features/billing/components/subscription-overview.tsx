import { EDUCATOR_PRO_PLAN_NAME, type UserSubscription } from '@tradearena/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { billingDate } from '../lib/billing-date.ts';

const STATUS: Record<
  NonNullable<UserSubscription['status']>,
  { label: string; variant: 'default' | 'warning' | 'destructive' }
> = {
  active: { label: 'Active', variant: 'default' },
  incomplete: { label: 'Payment pending', variant: 'warning' },
  past_due: { label: 'Past due', variant: 'destructive' },
  canceled: { label: 'Cancels at period end', variant: 'warning' },
  expired: { label: 'Expired', variant: 'destructive' },
};

/** Plan, status, next billing, period end and payment method (docs/product/educators.md#billing). */
export function SubscriptionOverview({ subscription, timeZone }: { subscription: UserSubscription; timeZone: string }) {
  const status = subscription.status ? STATUS[subscription.status] : null;
  const card = subscription.paymentMethod;
  const rows = [
    { label: 'Price', value: `${formatCurrency(subscription.priceCents / 100)}/year` },
    {
      label: 'Next billing',
      value: subscription.cancelAtPeriodEnd ? 'No renewal' : billingDate(subscription.nextBillingDate, timeZone),
    },
    { label: 'Current period ends', value: billingDate(subscription.currentPeriodEnd, timeZone) },
    { label: 'Member since', value: billingDate(subscription.memberSince, timeZone) },
    { label: 'Payment method', value: card ? `${card.brand} ending in ${card.last4}` : 'None on file' },
  ];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{subscription.plan ?? EDUCATOR_PRO_PLAN_NAME}</CardTitle>
          {status && <Badge variant={status.variant}>{status.label}</Badge>}
        </div>
        <CardDescription>
          {subscription.cancelAtPeriodEnd
            ? 'Your subscription will not renew. You keep every educator feature until the current period ends.'
            : 'Billed annually; renews automatically on your purchase anniversary.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5 rounded-lg border border-slate-800 bg-slate-950/40 p-3">
              <dt className="text-slate-400">{row.label}</dt>
              <dd className="font-medium text-slate-100">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
