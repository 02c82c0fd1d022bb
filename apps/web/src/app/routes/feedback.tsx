import { FeedbackPage } from '@/features/feedback/components/feedback-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /feedback. */
export function FeedbackRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Feedback — TradeArena</title>
      <FeedbackPage timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
