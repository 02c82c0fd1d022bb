import { EDUCATOR_PRO_PLAN_NAME, EDUCATOR_PRO_PRICE_CENTS } from '@tradearena/contracts';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatWholeDollars } from '@/lib/format.ts';
import { formatDate } from '@/lib/format-in-zone.ts';
import { paths } from '@/lib/paths.ts';
import { useSubscription } from '@/lib/subscription.ts';

const price = `${formatWholeDollars(EDUCATOR_PRO_PRICE_CENTS / 100)}/year`;

function day(iso: string | null, timeZone: string): string {
  return iso ? formatDate(new Date(iso), timeZone) : '—';
}

/** The educator subscription card of settings (docs/product/accounts.md#roles): Educator Pro, status, dates and class figures. */
export function SubscriptionCard({ timeZone }: { timeZone: string }) {
  const subscription = useSubscription({ enabled: true });
  const s = subscription.data;
  const rows = s
    ? [
        { label: 'Plan', value: `${EDUCATOR_PRO_PLAN_NAME} · ${price}` },
        { label: 'Member since', value: day(s.memberSince, timeZone) },
        { label: 'Next billing', value: s.cancelAtPeriodEnd ? 'No renewal' : day(s.nextBillingDate, timeZone) },
        { label: 'Active leagues', value: String(s.activeLeagues) },
        { label: 'Total students', value: String(s.totalStudents) },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-amber-300" aria-hidden="true" />
          Educator Subscription
        </CardTitle>
        <CardDescription>Your school's {EDUCATOR_PRO_PLAN_NAME} plan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {subscription.isPending ? (
          <SkeletonList count={3} label="Loading subscription" />
        ) : subscription.isError || !s ? (
          <RetryAlert message="Failed to fetch subscription" onRetry={() => void subscription.refetch()} />
        ) : (
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center justify-between gap-4">
              <dt className="text-slate-400">Status</dt>
              <dd>
                <Badge variant={s.isActive ? (s.cancelAtPeriodEnd ? 'warning' : 'default') : 'destructive'}>
                  {s.isActive ? (s.cancelAtPeriodEnd ? 'Cancels at period end' : 'Active') : 'Inactive'}
                </Badge>
              </dd>
            </div>
            {rows.map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-4 border-t border-slate-800 pt-3">
                <dt className="text-slate-400">{row.label}</dt>
                <dd className="font-medium text-slate-100">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Button asChild variant="outline">
          <Link to={paths.billingManagement.getHref()}>Manage Billing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
