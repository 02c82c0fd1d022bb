import { PASSWORD_POLICY } from '@tradearena/contracts';
import { listPasswordRequirements } from '@tradearena/domain';
import type { User } from '@/lib/auth-storage.ts';
import type { WizardStepProps } from './institution-step.tsx';
import { WizardTextField } from './wizard-text-field.tsx';

/**
 * Step 2: the account the educator signs in with (docs/product/educators.md#signup-wizard). A signed-in user subscribes with their own account,
 * so this step only names it. The password needs the sign-up policy; a mismatch says 'Passwords do not match'.
 */
export function AccountStep({ fields, onChange, user }: WizardStepProps & { user: User | null }) {
  if (user)
    return (
      <p className="rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm text-slate-300">
        You are signed in as <strong className="text-white">{user.username}</strong>: Educator Pro will be added to this
        account.
      </p>
    );
  const field = { fields, onChange };
  const unmet = listPasswordRequirements(fields.password, fields.confirmPassword, PASSWORD_POLICY).filter(
    (r) => !r.met && r.id !== 'match',
  );
  const mismatch = fields.confirmPassword !== '' && fields.password !== fields.confirmPassword;
  return (
    <div className="grid gap-4">
      <WizardTextField name="username" label="Username" autoComplete="username" required {...field} />
      <WizardTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...field}
      />
      {fields.password && unmet.length > 0 && (
        <p className="text-xs text-slate-400" id="wizard-password-rules">
          Still needed: {unmet.map((r) => r.label.toLowerCase()).join(', ')}.
        </p>
      )}
      <WizardTextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={mismatch || undefined}
        {...field}
      />
      {mismatch && (
        <p className="text-xs text-red-300" role="alert">
          Passwords do not match
        </p>
      )}
    </div>
  );
}
