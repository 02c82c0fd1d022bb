import { BILLING_MESSAGES, type BillingHistoryItem } from '@tradearena/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { serverText } from '@/lib/api-client.ts';
import { formatCurrency } from '@/lib/format.ts';
import { useBillingHistory } from '../api/get-billing-history.ts';
import { getInvoiceUrl } from '../api/get-invoice-url.ts';
import { billingDate } from '../lib/billing-date.ts';
import { INVOICE_STATUS_VARIANT } from '../lib/invoice-status-variant.ts';
import { openInNewTab } from '../lib/open-in-new-tab.ts';

function HistoryRow({
  item,
  timeZone,
  onBlocked,
}: {
  item: BillingHistoryItem;
  timeZone: string;
  onBlocked: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await getInvoiceUrl(item.id);
      if (!openInNewTab(url)) onBlocked(url);
    } catch (error) {
      const text = serverText(error, 'message') ?? 'Please try again later.';
      toast({ variant: 'destructive', title: BILLING_MESSAGES.downloadFailed, description: text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-800 py-3 first:border-t-0">
      <div className="grid gap-0.5">
        <span className="font-medium text-slate-100">{item.description}</span>
        <span className="text-xs text-slate-400">{billingDate(item.date, timeZone)}</span>
      </div>
      <div className="flex items-center gap-3">
        <span className="tabular font-semibold text-white">{formatCurrency(item.amount / 100)}</span>
        <Badge variant={INVOICE_STATUS_VARIANT[item.status]}>{item.status}</Badge>
        <Button size="sm" variant="outline" onClick={() => void download()} disabled={busy}>
          <Download aria-hidden="true" />
          {busy ? 'Opening...' : 'Invoice'}
          <span className="sr-only"> of {billingDate(item.date, timeZone)}</span>
        </Button>
      </div>
    </li>
  );
}

/** Billing history (docs/product/educators.md#billing): amounts in cents shown as dollars, status, and each invoice to download. */
export function BillingHistory({ timeZone, onBlocked }: { timeZone: string; onBlocked: (url: string) => void }) {
  const history = useBillingHistory({ enabled: true });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing History</CardTitle>
        <CardDescription>Your invoices, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <SkeletonList count={2} label="Loading billing history" />
        ) : history.isError ? (
          <RetryAlert message="Failed to fetch billing history" onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-slate-400">No transactions yet.</p>
        ) : (
          <ul aria-label="Invoices">
            {history.data.map((item) => (
              <HistoryRow key={item.id} item={item} timeZone={timeZone} onBlocked={onBlocked} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
