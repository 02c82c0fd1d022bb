import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useJoinLeague } from '../api/join-league.ts';

/** Invite codes are 6 characters (docs/product/competitions.md#joining-a-league). */
const CODE_LENGTH = 6;

/**
 * Join League (docs/product/competitions.md#joining-a-league): invite code (upper-cased, 6 characters) and display name required. Opens at
 * once, filled in, when the page was opened from an invitation link (`initialCode`).
 */
export function JoinLeagueDialog({ initialCode = '' }: { initialCode?: string }) {
  const [open, setOpen] = useState(initialCode !== '');
  const [inviteCode, setInviteCode] = useState(initialCode.toUpperCase().slice(0, CODE_LENGTH));
  const [displayName, setDisplayName] = useState('');
  const join = useJoinLeague();

  const onOpenChange = (next: boolean) => {
    if (join.isPending) return;
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { inviteCode: inviteCode.trim(), displayName: displayName.trim() };
    if (!input.inviteCode || !input.displayName) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: COMPETITION_MESSAGES.fillLeagueCodeAndDisplayName,
      });
      return;
    }
    join.mutate(input, {
      onSuccess: (result) => {
        setOpen(false);
        setInviteCode('');
        setDisplayName('');
        toast({
          variant: 'success',
          title: COMPETITION_MESSAGES.leagueJoined,
          description: `Welcome to ${result.league.name}. Good luck!`,
        });
      },
      onError: (error) => toastError('Join Failed', error, COMPETITION_MESSAGES.leagueCodeUnknown),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <UserPlus aria-hidden="true" />
          Join League
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Join League">
          <DialogHeader>
            <DialogTitle>Join League</DialogTitle>
            <DialogDescription>Enter the 6-character invite code a friend shared with you.</DialogDescription>
          </DialogHeader>
          <FormField id="join-code" label="League code">
            <Input
              id="join-code"
              value={inviteCode}
              maxLength={CODE_LENGTH}
              autoComplete="off"
              spellCheck={false}
              className="font-mono tracking-widest uppercase"
              onChange={(e) => setInviteCode(e.target.value.toUpperCase().replace(/\s/g, ''))}
            />
          </FormField>
          <FormField id="join-display-name" label="Your display name">
            <Input
              id="join-display-name"
              maxLength={50}
              autoComplete="nickname"
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
            />
          </FormField>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={join.isPending}
            submitLabel="Join League"
            pendingLabel="Joining..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
