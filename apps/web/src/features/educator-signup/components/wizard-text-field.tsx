import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { WizardFields } from '../lib/wizard-fields.ts';

export interface WizardTextFieldProps extends Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange'> {
  name: keyof WizardFields;
  label: string;
  fields: WizardFields;
  onChange: (name: keyof WizardFields, value: string) => void;
}

/** One labelled text input of the wizard; required ones are marked with * (and aria-required). */
export function WizardTextField({ name, label, fields, onChange, required, ...props }: WizardTextFieldProps) {
  const id = `wizard-${name}`;
  return (
    <FormField id={id} label={required ? `${label} *` : label}>
      <Input
        id={id}
        name={name}
        aria-required={required || undefined}
        value={fields[name]}
        onChange={(e) => onChange(name, e.target.value)}
        {...props}
      />
    </FormField>
  );
}
