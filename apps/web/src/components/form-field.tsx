import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label.tsx';

/** A form field: its label above the control (and anything under it, such as help text). */
export function FormField({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
