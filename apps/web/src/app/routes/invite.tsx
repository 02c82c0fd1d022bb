import { InvitePage } from '@/features/competitions/components/invite-page.tsx';

/** /invite. */
export function InviteRoute() {
  return (
    <>
      <title>Invite Players — TradeArena</title>
      <InvitePage />
    </>
  );
}
