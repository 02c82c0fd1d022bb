import type { EducatorLeague } from '@tradearena/contracts';
import { FormField } from '@/components/form-field.tsx';
import { Select } from '@/components/ui/select.tsx';
import type { ClassFilter } from '../api/educator-queries.ts';

/** The class selector (docs/product/educators.md#class-leagues): one of the educator's class leagues, or 'all' classes. */
export function ClassSelector({
  leagues,
  value,
  onChange,
}: {
  leagues: EducatorLeague[];
  value: ClassFilter;
  onChange: (value: ClassFilter) => void;
}) {
  return (
    <FormField id="class-selector" label="Class">
      <Select
        id="class-selector"
        value={String(value)}
        onChange={(e) => onChange(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        className="sm:w-64"
      >
        <option value="all">All classes</option>
        {leagues.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
