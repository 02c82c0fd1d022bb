import { Button } from '@/components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { InviteCodeBox } from './invite-code-box.tsx';

/**
 * What a create-league dialog shows once the league exists (friend and class leagues alike): `title`, who joins with
 * the invite code (`joiners`, e.g. 'Friends'), the code with its Copy button, and Done.
 */
export function LeagueCreated({
  title,
  name,
  inviteCode,
  joiners,
  onDone,
}: {
  title: string;
  name: string;
  inviteCode: string;
  joiners: string;
  onDone: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {name} is ready. {joiners} join with this invite code on the Trading Leagues page.
        </DialogDescription>
      </DialogHeader>
      <InviteCodeBox inviteCode={inviteCode} />
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
