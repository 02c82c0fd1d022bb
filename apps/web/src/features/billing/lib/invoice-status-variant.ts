import type { BillingHistoryItem } from '@tradearena/contracts';

/** The badge of an invoice's status, in the history list and on the printable invoice. */
export const INVOICE_STATUS_VARIANT = {
  paid: 'default',
  open: 'warning',
  failed: 'destructive',
  refunded: 'outline',
} as const satisfies Record<BillingHistoryItem['status'], string>;
