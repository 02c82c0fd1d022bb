import { INSTITUTION_TYPE_LABELS, INSTITUTION_TYPES } from '@tradearena/contracts';
import { FormField } from '@/components/form-field.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { WizardFields } from '../lib/wizard-fields.ts';
import { WizardTextField } from './wizard-text-field.tsx';

export interface WizardStepProps {
  fields: WizardFields;
  onChange: (name: keyof WizardFields, value: string) => void;
}

/** Step 1: the educator and the institution (docs/product/educators.md#signup-wizard); phone and address are optional. */
export function InstitutionStep({ fields, onChange }: WizardStepProps) {
  const field = { fields, onChange };
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <WizardTextField name="firstName" label="First name" autoComplete="given-name" required {...field} />
        <WizardTextField name="lastName" label="Last name" autoComplete="family-name" required {...field} />
        <WizardTextField name="email" label="Work email" type="email" autoComplete="email" required {...field} />
        <WizardTextField name="phone" label="Phone" type="tel" autoComplete="tel" {...field} />
        <WizardTextField name="jobTitle" label="Job title" autoComplete="organization-title" required {...field} />
        <WizardTextField
          name="institutionName"
          label="Institution name"
          autoComplete="organization"
          required
          {...field}
        />
      </div>
      <FormField id="wizard-institutionType" label="Institution type *">
        <Select
          id="wizard-institutionType"
          aria-required
          value={fields.institutionType}
          onChange={(e) => onChange('institutionType', e.target.value)}
        >
          <option value="">Select a type</option>
          {INSTITUTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {INSTITUTION_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <WizardTextField name="institutionAddress" label="Street address" autoComplete="street-address" {...field} />
      <div className="grid gap-4 sm:grid-cols-3">
        <WizardTextField name="institutionCity" label="City" autoComplete="address-level2" {...field} />
        <WizardTextField name="institutionState" label="State" autoComplete="address-level1" {...field} />
        <WizardTextField name="institutionZip" label="ZIP code" autoComplete="postal-code" {...field} />
      </div>
      <WizardTextField
        name="estimatedStudents"
        label="Estimated number of students"
        type="number"
        inputMode="numeric"
        min={1}
        {...field}
      />
    </div>
  );
}
