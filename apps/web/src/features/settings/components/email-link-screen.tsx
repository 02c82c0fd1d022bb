import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStoredUser } from '@/lib/auth-storage.ts';
import { pendingInvite, signedInHome } from '@/lib/pending-invite.ts';

export interface EmailLinkScreenProps {
  heading: string;
  doneHeading: string;
  /** Shown while the token is posted. */
  pendingText: string;
  /** Shown when the address has no ?token=. */
  missingToken: string;
  /** When set, the token is not posted and this is shown instead (e.g. the link needs a signed-in browser). */
  refusal?: string | null;
  /** Posts the token; its answer's `message` is shown on success, its error's message on failure. */
  confirm: UseMutationResult<{ message: string }, Error, { token: string }>;
  /** The way on, shown once the screen has its answer (a Link). */
  onward: ReactNode;
}

/**
 * The screen of an emailed one-time link (/confirm-email, /verify-email): posts the ?token= once and shows the
 * server's answer or error, then the way on. Once per screen: the link works once, and a second post (Strict Mode
 * runs effects twice) would be refused.
 */
export function EmailLinkScreen(props: EmailLinkScreenProps) {
  const { confirm, refusal = null } = props;
  const [params] = useSearchParams();
  const token = params.get('token');
  const { mutate } = confirm;
  const posted = useRef(false);

  useEffect(() => {
    if (!token || refusal || posted.current) return;
    posted.current = true;
    mutate({ token });
  }, [token, refusal, mutate]);

  // A league invitation opened before this link (pending-invite.ts) stays one click away; signed out, sign-in keeps it.
  const invite = useStoredUser() !== null ? pendingInvite() : null;
  const error = !token ? props.missingToken : refusal ? refusal : confirm.isError ? confirm.error.message : null;

  return (
    <Card className="p-6 sm:p-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-white">
        {confirm.isSuccess ? props.doneHeading : props.heading}
      </h1>
      <div className="grid gap-5">
        {error ? (
          <ErrorAlert message={error} />
        ) : confirm.isSuccess ? (
          <div className="flex items-start gap-3 rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-4 text-sm">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
            <p className="text-slate-200">{confirm.data.message}</p>
          </div>
        ) : (
          <div className="flex items-center gap-3 text-sm text-slate-300">
            <Spinner label={props.heading} />
            {props.pendingText}
          </div>
        )}
        {(error || confirm.isSuccess) && invite && (
          <Button asChild size="lg" className="w-full">
            <Link to={signedInHome(invite)}>Continue to your league invitation</Link>
          </Button>
        )}
        {(error || confirm.isSuccess) && (
          <Button asChild size="lg" className="w-full" variant={invite ? 'outline' : 'default'}>
            {props.onward}
          </Button>
        )}
      </div>
    </Card>
  );
}
