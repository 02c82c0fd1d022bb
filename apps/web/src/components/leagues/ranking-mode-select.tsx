import { RANKING_MODES, type RankingMode } from '@tradearena/domain';
import { FormField } from '@/components/form-field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { RANKING_MODE_LABELS } from '@/lib/ranking-mode-labels.ts';

/**
 * What a new league's standings rank by (ADR 023), on a league creation form: return, return above the S&P 500 or
 * risk-adjusted return. Friend leagues default to return, classes to return above the S&P 500.
 */
export function RankingModeSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: RankingMode;
  onChange: (mode: RankingMode) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as RankingMode)}>
        {RANKING_MODES.map((m) => (
          <option key={m} value={m}>
            {RANKING_MODE_LABELS[m]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
