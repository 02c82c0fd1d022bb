import { PaymentMethodPage } from '@/features/billing/components/payment-method-page.tsx';

/** /billing/payment-method: the simulated billing portal. */
export function BillingPaymentMethodRoute() {
  return (
    <>
      <title>Payment Method — TradeArena</title>
      <PaymentMethodPage />
    </>
  );
}
