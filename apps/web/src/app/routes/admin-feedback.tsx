import { ModerationPage } from '@/features/moderation/components/moderation-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /admin/feedback (operators). */
export function AdminFeedbackRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Feedback Moderation — TradeArena</title>
      <ModerationPage timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
