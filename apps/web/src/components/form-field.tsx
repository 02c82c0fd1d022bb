import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label.tsx';

/**
 * A form field: its label above the control (and anything under it, such as help text), and its problem under them
 * when there is one (the control carries `fieldErrorProps` so the problem is announced with it).
 */
export function FormField({
  id,
  label,
  children,
  error,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
  error?: string | null;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's side of a field's problem: marked invalid and described by it (then by `help`, when given). */
export function fieldErrorProps(id: string, error: string | null | undefined, help?: string) {
  const describedBy = [error ? `${id}-error` : null, help ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}
