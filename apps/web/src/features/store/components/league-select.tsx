import type { UserLeague } from '@tradearena/contracts';
import { FormField } from '@/components/form-field.tsx';
import { Select } from '@/components/ui/select.tsx';

/** The league a store upgrade is for; only the leagues the card allows are listed. */
export function LeagueSelect({
  id,
  leagues,
  value,
  onChange,
}: {
  id: string;
  leagues: readonly UserLeague[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="League">
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{leagues.length === 0 ? 'No eligible leagues' : 'Select a league'}</option>
        {leagues.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
