import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_COUNTDOWN_MS } from '@tradearena/contracts';
import { ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
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
import { clearClientState } from '@/lib/clear-client-state.ts';
import { beginExit } from '@/lib/exit-state.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const countdownText = (seconds: number) =>
  `Redirecting to the home page in ${seconds} second${seconds === 1 ? '' : 's'}...`;

/** The 5-second countdown toast after deletion (docs/product/accounts.md#account-deletion). */
function showDeletionCountdown(): void {
  let seconds = Math.round(ACCOUNT_DELETION_COUNTDOWN_MS / 1000);
  const t = toast({
    variant: 'success',
    title: 'Account Successfully Deleted',
    description: countdownText(seconds),
    duration: ACCOUNT_DELETION_COUNTDOWN_MS + 1000,
  });
  const timer = window.setInterval(() => {
    seconds -= 1;
    if (seconds <= 0) {
      window.clearInterval(timer);
      t.dismiss();
      return;
    }
    t.update({ description: countdownText(seconds) });
  }, 1000);
}

/** Data and privacy: what we keep, and account deletion behind a confirm dialog. */
export function DataPrivacy() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();

  const onConfirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        showDeletionCountdown();
        beginExit('account-deleted', ACCOUNT_DELETION_COUNTDOWN_MS);
        clearClientState(queryClient);
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Deletion Failed',
          description: 'There was an error deleting your account. Please try again.',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Data and Privacy</CardTitle>
        <CardDescription>How your information is used, and how to remove it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex gap-3 text-sm text-slate-300">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden="true" />
          <p>
            TradeArena keeps only what the game needs: your profile, your virtual trades and results. We never sell your
            data or show ads. Read the{' '}
            <Link to={paths.privacy.getHref()} className="text-emerald-400 underline-offset-2 hover:underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="rounded-xl border border-red-500/30 bg-red-500/5 p-4">
          <h3 className="font-semibold text-red-200">Delete account</h3>
          <p className="mt-1 text-sm text-slate-300">
            Permanently delete your account, portfolios and league memberships. This cannot be undone.
          </p>
          <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
            <DialogTrigger asChild>
              <Button variant="destructive" className="mt-4">
                <Trash2 aria-hidden="true" />
                Delete Account
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  Your profile, virtual portfolios, trades and league memberships will be deleted and you will be signed
                  out everywhere. This action cannot be undone.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={remove.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
                  {remove.isPending ? 'Deleting...' : 'Yes, delete my account'}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </div>
      </CardContent>
    </Card>
  );
}
