import type { UseMutationResult } from '@tanstack/react-query';
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
import { toastError } from '@/lib/toast-error.ts';

export interface EndLeagueDialogProps {
  leagueId: number;
  leagueName: string;
  /** The caller's POST /api/leagues/{id}/end mutation (each screen refreshes its own lists). */
  end: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
  /** Educators confirm twice (docs/product/competitions.md#league-lifecycle): the league's students lose their trading at once. */
  twoStep?: boolean;
}

/**
 * End (creator only, docs/product/competitions.md#league-lifecycle): the "End League Early?" confirmation — for educators a second, final one — then
 * POST /api/leagues/{id}/end; 'League Ended', or 'Failed to end league. Only the creator can end a league early.'
 */
export function EndLeagueDialog({ leagueId, leagueName, end, twoStep = false }: EndLeagueDialogProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const onOpenChange = (next: boolean) => {
    if (end.isPending) return;
    setOpen(next);
    if (!next) setStep(1);
  };
  const confirm = () => {
    if (twoStep && step === 1) {
      setStep(2);
      return;
    }
    end.mutate(leagueId, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          variant: 'success',
          title: COMPETITION_MESSAGES.leagueEnded,
          description: `${leagueName} is over. Its final standings are in your league history.`,
        });
      },
      onError: (error) => toastError('Error', error, COMPETITION_MESSAGES.leagueNotCreator),
    });
  };
  const final = !twoStep || step === 2;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive" aria-label={`End ${leagueName}`}>
          <Flag aria-hidden="true" />
          End
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{step === 1 ? 'End League Early?' : 'Are you absolutely sure?'}</DialogTitle>
          <DialogDescription>
            {step === 1
              ? `Ending ${leagueName} now finalizes the results immediately and moves the league to history. Trading stops for every player. This cannot be undone.`
              : `Every student's portfolio in ${leagueName} is archived and the final rankings are saved to history. Students can no longer trade in this league.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={end.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={end.isPending}>
            {end.isPending ? 'Ending...' : final ? 'End League' : 'Continue'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
