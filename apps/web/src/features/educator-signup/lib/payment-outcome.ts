import type { ForceProcessResponse } from '@tradearena/contracts';

/**
 * Where a confirmed card payment leads (docs/product/educators.md#signup-wizard): a succeeded intent goes to the success page at once; any other
 * state (processing, action needed, or not known yet) shows 'Payment Processing' and goes there after 2 s.
 */
export function paymentOutcome(result: ForceProcessResponse | null): 'succeeded' | 'processing' {
  return result?.status === 'succeeded' ? 'succeeded' : 'processing';
}
