import { FormField } from '@/components/form-field.tsx';
import { Select } from '@/components/ui/select.tsx';

export type ClassRef = { id: number; name: string };

/** The class a dialog acts on, whichever is selected on the dashboard, else the only one, else none yet. */
export function defaultClassId(classes: ClassRef[], selected: ClassRef | null): number | null {
  return selected?.id ?? (classes.length === 1 ? classes[0]!.id : null);
}

/** 'Class' in a dialog: one of the educator's classes ('Choose a class' until one is chosen). */
export function ClassPickField({
  id,
  classes,
  value,
  onChange,
}: {
  id: string;
  classes: ClassRef[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <FormField id={id} label="Class">
      <Select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {value === null && <option value="">Choose a class</option>}
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
