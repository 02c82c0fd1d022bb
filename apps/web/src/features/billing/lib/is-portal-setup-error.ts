import { ApiError, serverText } from '@/lib/api-client.ts';

/** A billing-portal refusal that an operator must fix (docs/product/educators.md#billing): the provider's portal is not configured. */
export function isPortalSetupError(error: unknown): boolean {
  if (error instanceof ApiError && error.body?.code === 'BILLING_PORTAL_NOT_CONFIGURED') return true;
  const text = serverText(error, 'message') ?? serverText(error, 'error') ?? '';
  return /configur|set ?up/i.test(text);
}
