import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CompetitionsPage } from '@/features/competitions/components/competitions-page.tsx';
import { useReplayIdsByCompetition } from '@/features/replay/api/replay-queries.ts';
import { ReplayEventsCard } from '@/features/replay/components/replay-events-card.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { forgetInvite } from '@/lib/pending-invite.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/**
 * /competitions: the Trading Leagues page; ?join={code} (an invitation link) opens Join League filled in, which
 * uses up an invitation remembered through sign-in (pending-invite.ts).
 */
export function CompetitionsRoute() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const join = params.get('join');
  // A replay event's league opens on its replay page (ADR 025).
  const replayIds = useReplayIdsByCompetition();
  useEffect(() => {
    if (join) forgetInvite();
  }, [join]);
  return (
    <>
      <title>Trading Leagues — TradeArena</title>
      <div className="grid gap-6">
        <ReplayEventsCard />
        <CompetitionsPage
          timeZone={user?.timezone || detectTimezone()}
          inviteCode={join ?? undefined}
          replayIds={replayIds}
        />
      </div>
    </>
  );
}
