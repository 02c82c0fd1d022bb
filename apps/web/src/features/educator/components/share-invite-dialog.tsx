import { Share2 } from 'lucide-react';
import { InviteCodeBox } from '@/components/leagues/invite-code-box.tsx';
import { joinLeagueLink } from '@/components/leagues/invite-links.ts';
import { ShareLinks } from '@/components/leagues/share-links.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

/** Share invite (docs/product/educators.md): the class's invite code with Copy, and share links carrying the join link. */
export function ShareInviteDialog({ leagueName, inviteCode }: { leagueName: string; inviteCode: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Share ${leagueName}`}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share invite</DialogTitle>
          <DialogDescription>Students join {leagueName} with this code on the Trading Leagues page.</DialogDescription>
        </DialogHeader>
        <InviteCodeBox inviteCode={inviteCode} />
        <ShareLinks leagueName={leagueName} inviteCode={inviteCode} link={joinLeagueLink(inviteCode)} />
      </DialogContent>
    </Dialog>
  );
}
