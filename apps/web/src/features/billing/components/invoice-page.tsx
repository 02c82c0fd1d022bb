import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { Logo } from '@/components/logo.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { formatCurrency } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { billingDate } from '../lib/billing-date.ts';
import { INVOICE_STATUS_VARIANT } from '../lib/invoice-status-variant.ts';

/** /billing/invoices/:id: a printable invoice of ours (offline; Stripe hosts its own). */
export function InvoicePage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const invoice = useInvoice(id);
  const zone = user?.timezone || detectTimezone();
  if (invoice.isPending) return <SkeletonList count={4} label="Loading invoice" />;
  if (invoice.isError)
    return isApiError(invoice.error, 404) ? (
      <p className="text-slate-300">Invoice not found.</p>
    ) : (
      <RetryAlert message="Failed to fetch invoice" onRetry={() => void invoice.refetch()} />
    );
  const inv = invoice.data;
  return (
    <div className="invoice-print mx-auto grid w-full max-w-3xl gap-4">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <BackLink to={paths.billingManagement.getHref()}>Back to Billing Management</BackLink>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <article className="grid gap-6 rounded-2xl border border-slate-800 bg-slate-900/60 p-6 print:border-0 print:bg-white print:p-0 print:text-black sm:p-10">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <Logo className="print:text-black" />
            <p className="mt-2 text-sm text-slate-400 print:text-black">TradeArena — virtual trading for classrooms</p>
          </div>
          <div className="text-right">
            <h1 className="text-2xl font-bold text-white print:text-black">Invoice {inv.number}</h1>
            <p className="text-sm text-slate-300 print:text-black">Issued {billingDate(inv.date, zone)}</p>
            <Badge variant={INVOICE_STATUS_VARIANT[inv.status]} className="mt-2">
              {inv.status}
            </Badge>
          </div>
        </header>
        <section aria-labelledby="invoice-customer" className="grid gap-1 text-sm text-slate-200 print:text-black">
          <h2 id="invoice-customer" className="font-semibold text-slate-400 print:text-black">
            Billed to
          </h2>
          <p className="font-medium">{inv.customer.name}</p>
          <p>{inv.customer.institutionName}</p>
          {inv.customer.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{inv.customer.email}</p>
        </section>
        {/* A narrow phone scrolls the table sideways rather than the page. */}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-200 print:text-black">
            <thead>
              <tr className="border-b border-slate-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Period
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-800">
                <td className="py-3 pr-3">{inv.description}</td>
                <td className="py-3 pr-3">
                  {billingDate(inv.periodStart, zone)} – {billingDate(inv.periodEnd, zone)}
                </td>
                <td className="tabular py-3 text-right">{formatCurrency(inv.amount / 100)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="py-3 text-right font-semibold">
                  Total (USD)
                </th>
                <td className="tabular py-3 text-right text-lg font-bold">{formatCurrency(inv.amount / 100)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </article>
    </div>
  );
}
