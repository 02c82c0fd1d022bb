import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStoredUser } from '@/lib/auth-storage.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

const MISSING_TOKEN = 'Invalid confirmation link. Please change your email again in Settings.';

/**
 * /confirm-email?token=… (issue 11), opened from the email sent to a new address, signed in or not: posts the token
 * once and shows the new address, or the server's error, with the way on (Settings when signed in, else sign-in).
 */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const signedIn = useStoredUser() !== null;
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const posted = useRef(false);

  useEffect(() => {
    // Once per screen: the link works once, and a second post (Strict Mode runs effects twice) would be refused.
    if (!token || posted.current) return;
    posted.current = true;
    mutate({ token });
  }, [token, mutate]);

  const onward = signedIn ? (
    <Link to={paths.settings.getHref()}>Go to Settings</Link>
  ) : (
    <Link to={paths.login.getHref()}>Sign In</Link>
  );
  const error = !token ? MISSING_TOKEN : confirm.isError ? confirm.error.message : null;

  return (
    <Card className="p-6 sm:p-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-white">
        {confirm.isSuccess ? 'Email Address Confirmed' : 'Confirm your email'}
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
            <Spinner label="Confirming your email" />
            Confirming your new email address…
          </div>
        )}
        {(error || confirm.isSuccess) && (
          <Button asChild size="lg" className="w-full">
            {onward}
          </Button>
        )}
      </div>
    </Card>
  );
}
