import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY,
  PASSWORD_SPECIAL_CHARACTERS,
  RESET_REDIRECT_MS,
} from '@tradearena/contracts';
import { findResetProblem } from '@tradearena/domain';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordInput } from './password-input.tsx';

const policy = PASSWORD_POLICY;

/** /reset-password?token=…: form, then 'Password Reset Complete', then /login after 3 s (docs/product/accounts.md#password-reset). */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(paths.login.getHref(), { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!token) {
    return (
      <AuthCard backTo={paths.login.getHref()} backLabel="Back to Sign In" title="Reset your password">
        <div className="grid gap-5">
          <ErrorAlert message="Invalid reset link. Please request a new password reset." />
          <Button asChild size="lg" className="w-full">
            <Link to={paths.forgotPassword.getHref()}>Request a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard backTo={paths.login.getHref()} backLabel="Back to Sign In" title="Password Reset Complete">
        <div className="grid gap-5">
          <div className="flex items-start gap-3 rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-4 text-sm">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
            <p className="text-slate-200">
              Your password has been changed. Taking you to sign in in {RESET_REDIRECT_MS / 1000} seconds…
            </p>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.login.getHref()}>Sign In now</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = findResetProblem({ token, password, confirmation }, policy);
    setError(problem);
    if (problem) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => setDone(true),
        onError: (e) => setError(e.message || 'Failed to reset password'),
      },
    );
  };

  return (
    <AuthCard
      backTo={paths.login.getHref()}
      backLabel="Back to Sign In"
      title="Choose a new password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and a special character (${PASSWORD_SPECIAL_CHARACTERS}).`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
        <ErrorAlert message={error} />
        <FormField id="newPassword" label="New password">
          <PasswordInput
            id="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <FormField id="confirmNewPassword" label="Confirm new password">
          <PasswordInput
            id="confirmNewPassword"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
