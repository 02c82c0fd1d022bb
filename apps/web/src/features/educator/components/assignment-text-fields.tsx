import type { Dispatch, SetStateAction } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { AssignmentForm } from '../lib/assignment-form.ts';

type TextKey = 'description' | 'instructions' | 'requirements';
const areas: { key: TextKey; label: string }[] = [
  { key: 'description', label: 'Description' },
  { key: 'instructions', label: 'Instructions (optional)' },
  { key: 'requirements', label: 'Requirements (optional)' },
];

/** The texts of an assignment: title, description, instructions and requirements. */
export function AssignmentTextFields({
  form,
  setForm,
}: {
  form: AssignmentForm;
  setForm: Dispatch<SetStateAction<AssignmentForm>>;
}) {
  return (
    <>
      <FormField id="assignment-title" label="Title">
        <Input
          id="assignment-title"
          maxLength={200}
          value={form.title}
          onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
        />
      </FormField>
      {areas.map(({ key, label }) => (
        <FormField key={key} id={`assignment-${key}`} label={label}>
          <Textarea
            id={`assignment-${key}`}
            rows={2}
            maxLength={5000}
            value={form[key]}
            onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          />
        </FormField>
      ))}
    </>
  );
}
