import {
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@tradearena/contracts';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { isApiError, serverText } from '@/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';
type FieldErrors = Partial<Record<Field, string>>;

const MISMATCH = 'Passwords do not match';
/** Which field a refusal of the server belongs to. */
const FIELD_OF_CODE: Record<string, Field> = {
  USER_CURRENT_PASSWORD_INCORRECT: 'currentPassword',
  AUTH_WEAK_PASSWORD: 'newPassword',
};

/** The first problem of the three fields, checked with the contract's schema (the server's own messages). */
function findProblem(fields: Record<Field, string>): FieldErrors {
  const parsed = ChangePasswordRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'currentPassword' ? 'currentPassword' : 'newPassword';
    return { [field]: issue?.message ?? AUTH_MESSAGES.fillAllFields };
  }
  if (fields.newPassword !== fields.confirmation) return { confirmation: MISMATCH };
  return {};
}

/**
 * Settings → Password: current, new and confirmation. Problems show under their field; the server's refusal of the
 * current password (400) or of the new one lands on that field, anything else above the button. On success the
 * fields clear and a note says other devices were signed out (this one stays signed in).
 */
export function PasswordForm({
  title = 'Password',
  currentLabel = 'Current password',
  onChanged,
}: {
  title?: string;
  /** 'Temporary password' on the first sign-in of an account a teacher created (app/forced-password-screen.tsx). */
  currentLabel?: string;
  /** Told after the server accepted the new password. */
  onChanged?: () => void;
} = {}) {
  const [fields, setFields] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useChangePassword();

  const set = (field: Field, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFormError(null);
    const problems = findProblem(fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: (data) => {
          setFields({ currentPassword: '', newPassword: '', confirmation: '' });
          setDone(data.message);
          onChanged?.();
        },
        onError: (error) => {
          const text = serverText(error, 'message') ?? 'Failed to change your password. Please try again.';
          const field = isApiError(error) ? FIELD_OF_CODE[error.body?.code ?? ''] : undefined;
          if (field) setErrors({ [field]: text });
          else setFormError(text);
        },
      },
    );
  };

  const input = (field: Field, label: string, autoComplete: string) => {
    const id = `password-${field}`;
    const error = errors[field];
    return (
      <FormField id={id} label={label}>
        <Input
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={fields[field]}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-xs text-red-300">
            {error}
          </p>
        )}
      </FormField>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          At least {PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and a
          special character ({PASSWORD_SPECIAL_CHARACTERS}). Changing it signs out your other devices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
          {input('currentPassword', currentLabel, 'current-password')}
          {input('newPassword', 'New password', 'new-password')}
          {input('confirmation', 'Confirm new password', 'new-password')}
          <ErrorAlert message={formError} />
          {done && (
            <Alert variant="success">
              <CircleCheck aria-hidden="true" />
              <AlertDescription>{done}</AlertDescription>
            </Alert>
          )}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
