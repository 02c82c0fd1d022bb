import { InvoicePage } from '@/features/billing/components/invoice-page.tsx';

/** /billing/invoices/:id: the printable invoice. */
export function BillingInvoiceRoute() {
  return (
    <>
      <title>Invoice — TradeArena</title>
      <InvoicePage />
    </>
  );
}
