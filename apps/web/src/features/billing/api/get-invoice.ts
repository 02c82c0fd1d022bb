import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetail } from '@tradearena/contracts';
import { api, isApiError } from '@/lib/api-client.ts';

/** GET /api/billing/invoices/{id}: one of the caller's invoices, for the printable page. */
export function getInvoice(id: string): Promise<InvoiceDetail> {
  return api.get<InvoiceDetail>(`/api/billing/invoices/${encodeURIComponent(id)}`);
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/billing/invoices', id],
    queryFn: () => getInvoice(id),
    // Not found (another account's or a mistyped id) stays not found: no retry.
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });
}

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
