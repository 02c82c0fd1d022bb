import { RESET_LINK_VALIDITY_MS } from '@tradearena/contracts';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/lib/paths.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthCard } from './auth-card.tsx';

const validityHours = RESET_LINK_VALIDITY_MS / 3_600_000;
const validityText = `${validityHours} hour${validityHours === 1 ? '' : 's'}`;

/** /forgot-password: email form, then 'Check Your Email', then back to the form (docs/product/accounts.md#password-reset). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter your email address');
      return;
    }
    setError(null);
    request.mutate(
      { email: address },
      {
        onSuccess: () => setSentTo(address),
        onError: (e) => setError(e.message || 'Failed to send reset email'),
      },
    );
  };

  if (sentTo !== null) {
    return (
      <AuthCard backTo={paths.login.getHref()} backLabel="Back to Sign In" title="Check Your Email">
        <div className="grid gap-5">
          <div className="flex items-start gap-3 rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-4">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
            <div className="text-sm">
              <p className="text-slate-200">
                If an account exists for <strong className="break-all text-white">{sentTo}</strong>, we've sent a link
                to reset your password.
              </p>
              <p className="mt-2 text-slate-400">The link expires in {validityText}. Check your spam folder too.</p>
            </div>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.login.getHref()}>Return to Login</Link>
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              setEmail('');
              request.reset();
            }}
          >
            Send to different email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      backTo={paths.login.getHref()}
      backLabel="Back to Sign In"
      title="Forgot your password?"
      description="Enter the email of your account and we'll send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Request a password reset">
        <ErrorAlert message={error} />
        <FormField id="email" label="Email">
          <Input
            id="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
