import { ASSIGNMENT_GOAL_KINDS, type AssignmentGoalKind } from '@tradearena/domain';
import type { Dispatch, SetStateAction } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { AssignmentForm } from '../lib/assignment-form.ts';
import { goalKindLabels } from '../lib/goal-kind-labels.ts';

/** The optional measurable goal, graded automatically at the due time: its kind and its target. */
export function AssignmentGoalFields({
  form,
  setForm,
}: {
  form: AssignmentForm;
  setForm: Dispatch<SetStateAction<AssignmentForm>>;
}) {
  const chooseKind = (kind: AssignmentGoalKind | '') =>
    setForm((f) => ({ ...f, goalKind: kind, goalTarget: kind ? String(goalKindLabels[kind].defaultTarget) : '' }));
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-800 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-slate-200">Measurable goal (optional)</legend>
      <FormField id="assignment-goal-kind" label="Goal">
        <Select
          id="assignment-goal-kind"
          value={form.goalKind}
          onChange={(e) => chooseKind(e.target.value as AssignmentGoalKind | '')}
        >
          <option value="">No goal</option>
          {ASSIGNMENT_GOAL_KINDS.map((k) => (
            <option key={k} value={k}>
              {goalKindLabels[k].label}
            </option>
          ))}
        </Select>
      </FormField>
      {form.goalKind && (
        <FormField id="assignment-goal-target" label={goalKindLabels[form.goalKind].target}>
          <Input
            id="assignment-goal-target"
            type="number"
            inputMode="decimal"
            min={0}
            value={form.goalTarget}
            onChange={(e) => setForm((f) => ({ ...f, goalTarget: e.target.value }))}
          />
        </FormField>
      )}
    </fieldset>
  );
}
