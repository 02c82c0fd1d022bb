import { BillingManagementPage } from '@/features/billing/components/billing-management-page.tsx';

/** /billing-management. */
export function BillingManagementRoute() {
  return (
    <>
      <title>Billing Management — TradeArena</title>
      <BillingManagementPage />
    </>
  );
}
