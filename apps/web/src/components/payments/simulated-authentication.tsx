import { PAYMENT_MESSAGES } from '@tradearena/contracts';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The test card's authentication step (4000 0025 0000 3155), like a bank's 3-D Secure page in test mode: the
 * player approves or fails it.
 */
export function SimulatedAuthentication({ busy, onAnswer }: { busy: boolean; onAnswer: (approve: boolean) => void }) {
  return (
    <section
      aria-labelledby="sim-auth-title"
      className="grid gap-3 rounded-xl border border-amber-500/30 bg-amber-500/5 p-4"
    >
      <h3 id="sim-auth-title" className="flex items-center gap-2 font-semibold text-amber-200">
        <ShieldCheck className="size-4" aria-hidden="true" />
        Authenticate this payment
      </h3>
      <p className="text-sm text-slate-300">
        {PAYMENT_MESSAGES.requiresAction} This is a test authentication step: no bank is contacted.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onAnswer(true)} disabled={busy}>
          {busy ? 'Authenticating...' : 'Complete authentication'}
        </Button>
        <Button variant="outline" onClick={() => onAnswer(false)} disabled={busy}>
          Fail authentication
        </Button>
      </div>
    </section>
  );
}
