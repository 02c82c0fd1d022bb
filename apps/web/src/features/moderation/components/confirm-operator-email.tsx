import { AUTH_MESSAGES } from '@tradearena/contracts';
import { MailCheck, ShieldAlert } from 'lucide-react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useSendVerificationLink } from '../api/send-verification-link.ts';

/**
 * A listed operator (ADMIN_EMAILS) whose account has not proven it controls the address: asks for the emailed link
 * (POST /api/user/verify-email) instead of showing the queue. Opening the link (/verify-email) grants moderation.
 */
export function ConfirmOperatorEmail({ email }: { email: string | null }) {
  const send = useSendVerificationLink();
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="items-center">
        <ShieldAlert className="size-12 text-amber-400" aria-hidden="true" />
        <CardTitle className="text-2xl">{AUTH_MESSAGES.operatorEmailUnverified}</CardTitle>
        <CardDescription>
          Your address is on the operator list, but this account has not proven it owns it yet. We will email a link to{' '}
          {email ?? 'your address'}; open it in a browser where you are signed in to this account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ErrorAlert message={send.isError ? send.error.message : null} />
        {send.isSuccess ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-4 text-left text-sm"
          >
            <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
            <p className="text-slate-200">{send.data.message}</p>
          </div>
        ) : null}
        <Button
          onClick={() => send.mutate()}
          disabled={send.isPending}
          variant={send.isSuccess ? 'outline' : 'default'}
        >
          {send.isPending ? 'Sending…' : send.isSuccess ? 'Send another link' : 'Send confirmation link'}
        </Button>
      </CardContent>
    </Card>
  );
}
