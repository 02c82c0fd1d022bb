import { AlreadySubscribed } from '@/features/educator-signup/components/already-subscribed.tsx';
import { SubscriptionWizard } from '@/features/educator-signup/components/subscription-wizard.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';

/** /educator-subscription: the 3-step wizard (public and signed in). */
export function EducatorSubscriptionRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Subscribe to Educator Pro — TradeArena</title>
      <div className="px-4 py-10 sm:px-6">{user?.isEducator ? <AlreadySubscribed /> : <SubscriptionWizard />}</div>
    </>
  );
}
