import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';

/** A league's invite code, large, with a Copy button ('Invite code copied!' / 'Copy failed', docs/product/competitions.md#invitations-and-sharing). */
export function InviteCodeBox({ inviteCode }: { inviteCode: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteCode);
      toast({ variant: 'success', title: 'Invite code copied!', description: inviteCode });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Please manually copy the invite code.' });
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-4">
      <div>
        <p className="text-xs uppercase tracking-wider text-slate-400">Invite code</p>
        <p className="font-mono text-3xl font-bold tracking-[0.3em] text-emerald-300" data-testid="invite-code">
          {inviteCode}
        </p>
      </div>
      <Button variant="outline" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copy code
      </Button>
    </div>
  );
}
