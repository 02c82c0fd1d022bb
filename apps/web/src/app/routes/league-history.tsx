import { LeagueHistoryPage } from '@/features/competitions/components/league-history-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /league-history. */
export function LeagueHistoryRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>League History — TradeArena</title>
      <LeagueHistoryPage timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
