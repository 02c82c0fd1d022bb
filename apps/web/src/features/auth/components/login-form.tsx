import { PASSWORD_POLICY, STARTING_CASH_CENTS } from '@tradearena/contracts';
import { listPasswordRequirements, toDollars } from '@tradearena/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatWholeDollars } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { pendingInvite, rememberInvite, signedInHome } from '@/lib/pending-invite.ts';
import { loginIdentity, useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

type Mode = 'sign-in' | 'sign-up';
const emptyFields = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };
type Fields = typeof emptyFields;

/** The fields the form shows that hold text (each input's id is its field's name). */
function typedFields(form: HTMLFormElement): Partial<Fields> {
  const typed: Partial<Fields> = {};
  for (const name of Object.keys(emptyFields) as (keyof Fields)[]) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && input.value) typed[name] = input.value;
  }
  return typed;
}

/** First problem of the form before any call (docs/product/accounts.md#sign-up-and-sign-in), or null. */
export function validateAuthForm(mode: Mode, f: Fields): string | null {
  if (mode === 'sign-in') return f.email.trim() && f.password ? null : 'Please fill in all fields';
  if (!f.firstName.trim() || !f.lastName.trim() || !f.username.trim() || !f.email.trim() || !f.password) {
    return 'Please fill in all required fields';
  }
  const rules = listPasswordRequirements(f.password, f.confirmPassword, PASSWORD_POLICY).filter(
    (r) => r.id !== 'match',
  );
  if (!rules.every((r) => r.met)) return 'Please ensure your password meets all security requirements';
  if (f.password !== f.confirmPassword) return 'Passwords do not match';
  return null;
}

/**
 * /login: sign-in and sign-up on one screen. ?mode=sign-up opens sign-up; ?join=CODE (or an
 * invitation remembered in this browser) is said above the form, and signing in or up then opens its join dialog.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const joinParam = params.get('join')?.trim() || null;
  const [invite] = useState(() => joinParam ?? pendingInvite());
  // The mode lives in the address, so that switching is a plain link: it works before the page's script has run.
  const mode: Mode = params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in';
  const [fields, setFields] = useState<Fields>(emptyFields);
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const register = useRegister();
  const pending = login.isPending || register.isPending;
  const signUp = mode === 'sign-up';

  const requirements = listPasswordRequirements(fields.password, fields.confirmPassword, PASSWORD_POLICY);
  const passwordRulesMet = requirements.filter((r) => r.id !== 'match').every((r) => r.met);

  useEffect(() => {
    if (joinParam) rememberInvite(joinParam);
  }, [joinParam]);

  // On the page the build rendered (docs/decisions/031-prerendered-public-pages.md) a visitor can type before React
  // takes it over: the text stays on screen but the state starts empty, so it is read from the form once, and the
  // press that follows sends what is shown.
  useEffect(() => {
    const typed = formRef.current ? typedFields(formRef.current) : {};
    if (Object.keys(typed).length > 0) setFields((f) => ({ ...f, ...typed }));
  }, []);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const otherMode = paths.login.getHref({ signUp: !signUp, join: joinParam ?? undefined });
  const clearForm = () => {
    setFields(emptyFields);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the form shows (the same as the state, but for text typed before React took the page over).
    const shown = { ...fields, ...typedFields(event.currentTarget) };
    const problem = validateAuthForm(mode, shown);
    setError(problem);
    if (problem) return;
    const home = signedInHome(invite);
    const callbacks = {
      onSuccess: () => navigate(home, { replace: true }),
      onError: (e: Error) => setError(e.message || 'Authentication failed'),
    };
    if (signUp) {
      register.mutate(
        {
          email: shown.email.trim(),
          password: shown.password,
          firstName: shown.firstName.trim(),
          lastName: shown.lastName.trim(),
          username: shown.username.trim(),
        },
        callbacks,
      );
    } else {
      login.mutate({ ...loginIdentity(shown.email), password: shown.password }, callbacks);
    }
  };

  return (
    <AuthCard
      backTo={paths.home.getHref()}
      backLabel="Back to Home"
      title={signUp ? 'Create your account' : 'Welcome back'}
      description={
        signUp
          ? `Start with a ${formatWholeDollars(toDollars(STARTING_CASH_CENTS))} virtual portfolio. Free, no card needed.`
          : 'Sign in to continue trading.'
      }
    >
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label={signUp ? 'Sign up' : 'Sign in'}
      >
        {invite && (
          <p className="rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-3 text-sm text-slate-200">
            You were invited to a league (code <strong className="font-mono">{invite}</strong>).{' '}
            {signUp ? 'Create your account' : 'Sign in'} and the invitation opens next.
          </p>
        )}
        <ErrorAlert message={error} />
        {signUp && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="firstName" label="First name">
                <Input id="firstName" autoComplete="given-name" value={fields.firstName} onChange={set('firstName')} />
              </FormField>
              <FormField id="lastName" label="Last name">
                <Input id="lastName" autoComplete="family-name" value={fields.lastName} onChange={set('lastName')} />
              </FormField>
            </div>
            <FormField id="username" label="Username">
              <Input id="username" autoComplete="username" value={fields.username} onChange={set('username')} />
            </FormField>
          </>
        )}
        {signUp ? (
          <FormField id="email" label="Email">
            <Input
              id="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={fields.email}
              onChange={set('email')}
            />
          </FormField>
        ) : (
          // A student whose teacher created the account signs in with the username on their login card.
          <FormField id="email" label="Email or username">
            <Input id="email" autoComplete="username" value={fields.email} onChange={set('email')} />
          </FormField>
        )}
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">Password</Label>
            {!signUp && (
              <Link to={paths.forgotPassword.getHref()} className="text-sm text-emerald-400 hover:text-emerald-300">
                Forgot your password?
              </Link>
            )}
          </div>
          <PasswordInput
            id="password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            value={fields.password}
            onChange={set('password')}
          />
        </div>
        {signUp && (
          <>
            <FormField id="confirmPassword" label="Confirm password">
              <PasswordInput
                id="confirmPassword"
                autoComplete="new-password"
                value={fields.confirmPassword}
                onChange={set('confirmPassword')}
              />
            </FormField>
            <PasswordChecklist requirements={requirements} />
          </>
        )}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending || (signUp && !passwordRulesMet)}>
          {pending ? (signUp ? 'Creating account...' : 'Signing in...') : signUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>

      <p className="mt-5 text-center text-sm text-slate-400">
        <Link
          to={otherMode}
          replace
          onClick={clearForm}
          className="font-medium text-emerald-400 hover:text-emerald-300"
        >
          {signUp ? 'Already have an account? Sign in' : 'Need an account? Sign up'}
        </Link>
      </p>
      <p className="mt-6 border-t border-slate-800 pt-5 text-center text-xs leading-relaxed text-slate-400">
        By continuing you agree to our{' '}
        <Link to={paths.terms.getHref()} className="text-slate-200 underline underline-offset-2 hover:text-white">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy.getHref()} className="text-slate-200 underline underline-offset-2 hover:text-white">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
