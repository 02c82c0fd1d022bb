import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { useEndLeague } from '../api/end-league.ts';
import { errorText } from '../lib/error-text.ts';

/** End (creator only, spec 02 §4): the "End League Early?" confirmation, then POST /api/leagues/{id}/end. */
export function EndLeagueDialog({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  const [open, setOpen] = useState(false);
  const end = useEndLeague();
  const confirm = () =>
    end.mutate(leagueId, {
      onSuccess: () => {
        setOpen(false);
        toast({
          variant: 'success',
          title: COMPETITION_MESSAGES.leagueEnded,
          description: `${leagueName} is over. Its final standings are in your league history.`,
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorText(error, COMPETITION_MESSAGES.leagueNotCreator),
        }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !end.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive" aria-label={`End ${leagueName}`}>
          <Flag aria-hidden="true" />
          End
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>End League Early?</DialogTitle>
          <DialogDescription>
            Ending {leagueName} now finalizes the results immediately and moves the league to history. Trading stops for
            every player. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={end.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={end.isPending}>
            {end.isPending ? 'Ending...' : 'End League'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
