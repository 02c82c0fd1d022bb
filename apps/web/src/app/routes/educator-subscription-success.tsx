import { SubscriptionSuccessPage } from '@/features/educator-signup/components/subscription-success-page.tsx';

/** /educator-subscription-success?payment_intent=…: the payment result. */
export function EducatorSubscriptionSuccessRoute() {
  return (
    <>
      <title>Subscription — TradeArena</title>
      <div className="px-4 py-10 sm:px-6">
        <SubscriptionSuccessPage />
      </div>
    </>
  );
}
