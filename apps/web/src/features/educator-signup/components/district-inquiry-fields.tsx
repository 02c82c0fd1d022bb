import {
  DISTRICT_INQUIRY_LIMITS,
  DISTRICT_INQUIRY_TIMELINES,
  type DistrictInquiryTimeline,
} from '@tradearena/contracts';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

export const emptyInquiry = {
  name: '',
  email: '',
  institution: '',
  district: '',
  numberOfSchools: '',
  estimatedEducators: '',
  currentSolution: '',
  timeline: '',
  message: '',
};
export type InquiryFields = typeof emptyInquiry;

const TIMELINE_LABELS: Record<DistrictInquiryTimeline, string> = {
  immediate: 'Immediately',
  'current-semester': 'This semester',
  'next-semester': 'Next semester',
  'next-year': 'Next school year',
  exploring: 'Just exploring',
};

interface FieldsProps {
  fields: InquiryFields;
  onChange: (name: keyof InquiryFields, value: string) => void;
}

function TextField({
  name,
  label,
  fields,
  onChange,
  ...props
}: FieldsProps & { name: keyof InquiryFields; label: string } & Omit<ComponentProps<'input'>, 'name' | 'onChange'>) {
  const id = `inquiry-${name}`;
  return (
    <FormField id={id} label={label}>
      <Input id={id} value={fields[name]} onChange={(e) => onChange(name, e.target.value)} {...props} />
    </FormField>
  );
}

/** The district pricing inquiry's fields (docs/product/educators.md#district-inquiry); * marks the required ones of docs/product/educators.md#district-inquiry. */
export function DistrictInquiryFields({ fields, onChange }: FieldsProps) {
  const f = { fields, onChange };
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Your name *" autoComplete="name" aria-required {...f} />
        <TextField name="email" label="Email *" type="email" autoComplete="email" aria-required {...f} />
        <TextField
          name="institution"
          label="District or institution *"
          autoComplete="organization"
          aria-required
          {...f}
        />
        <TextField name="district" label="District (if different)" {...f} />
        <TextField name="numberOfSchools" label="Number of schools *" type="number" min={1} aria-required {...f} />
        <TextField name="estimatedEducators" label="Estimated educators *" type="number" min={1} aria-required {...f} />
        <TextField name="currentSolution" label="Current solution" {...f} />
        <FormField id="inquiry-timeline" label="Timeline *">
          <Select
            id="inquiry-timeline"
            aria-required
            value={fields.timeline}
            onChange={(e) => onChange('timeline', e.target.value)}
          >
            <option value="">Select a timeline</option>
            {DISTRICT_INQUIRY_TIMELINES.map((t) => (
              <option key={t} value={t}>
                {TIMELINE_LABELS[t]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="inquiry-message" label="Message">
        <Textarea
          id="inquiry-message"
          rows={3}
          maxLength={DISTRICT_INQUIRY_LIMITS.messageLength}
          value={fields.message}
          onChange={(e) => onChange('message', e.target.value)}
        />
      </FormField>
    </div>
  );
}
