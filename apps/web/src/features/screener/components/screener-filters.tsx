import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select } from '@/components/ui/select.tsx';
import { cn } from '@/lib/cn.ts';
import { NEAR_52_WEEK_PERCENT } from '../lib/screen-stocks.ts';
import { DEFAULT_SCREENER_FORM, type ScreenerField, type ScreenerForm } from '../lib/screener-form.ts';

const RANGES: { label: string; unit: string; min: ScreenerField; max: ScreenerField; step: string }[] = [
  { label: 'Price', unit: '$', min: 'minPrice', max: 'maxPrice', step: '0.01' },
  { label: 'Day change', unit: '%', min: 'minChange', max: 'maxChange', step: '0.1' },
  { label: 'Volume', unit: 'M shares', min: 'minVolume', max: 'maxVolume', step: '0.1' },
  { label: 'Beta', unit: '', min: 'minBeta', max: 'maxBeta', step: '0.05' },
];
const MORE_FIELDS: ScreenerField[] = [...RANGES.flatMap((r) => [r.min, r.max]), 'week52'];

const SORT_LABELS: Record<string, string> = {
  symbol: 'Symbol',
  price: 'Price',
  changePercent: 'Day change %',
  volume: 'Volume',
  beta: 'Beta',
  rangePosition: 'Position in 52-week range',
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * The screener's controls: type (stocks, ETFs or both), sector, sort column and order always; min/max ranges and the 52-week position behind
 * "More filters" on phones (always shown from tablets up); Reset.
 */
export function ScreenerFilters({
  form,
  sectors,
  onChange,
  onReset,
}: {
  form: ScreenerForm;
  sectors: string[];
  onChange: (field: ScreenerField, value: string) => void;
  onReset: () => void;
}) {
  const [more, setMore] = useState(false);
  const activeMore = MORE_FIELDS.filter((f) => form[f] !== DEFAULT_SCREENER_FORM[f]).length;
  return (
    <section
      aria-labelledby="screener-filters-title"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="screener-filters-title" className="text-lg font-semibold text-white">
          Filters
        </h2>
        <Button size="sm" variant="outline" onClick={onReset}>
          Reset filters
        </Button>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Field id="screener-type" label="Type">
          <Select id="screener-type" value={form.type} onChange={(e) => onChange('type', e.target.value)}>
            <option value="">Stocks and ETFs</option>
            <option value="stock">Stocks</option>
            <option value="etf">ETFs</option>
          </Select>
        </Field>
        <div className="col-span-2 lg:col-span-2">
          <Field id="screener-sector" label="Sector">
            <Select id="screener-sector" value={form.sector} onChange={(e) => onChange('sector', e.target.value)}>
              <option value="">All sectors</option>
              {sectors.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="screener-sort" label="Sort by">
          <Select id="screener-sort" value={form.sort} onChange={(e) => onChange('sort', e.target.value)}>
            {Object.entries(SORT_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="screener-dir" label="Order">
          <Select id="screener-dir" value={form.dir} onChange={(e) => onChange('dir', e.target.value)}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </Select>
        </Field>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3 md:hidden"
        aria-expanded={more}
        aria-controls="screener-more-filters"
        onClick={() => setMore(!more)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {more ? 'Fewer filters' : `More filters${activeMore ? ` (${activeMore})` : ''}`}
      </Button>
      <div
        id="screener-more-filters"
        className={cn('mt-4 grid-cols-1 gap-4 sm:grid-cols-2 md:grid lg:grid-cols-5', more ? 'grid' : 'hidden')}
      >
        {RANGES.map((r) => (
          <fieldset key={r.label} className="grid content-start gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-slate-200">
              {r.label}
              {r.unit && <span className="text-slate-400"> ({r.unit})</span>}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {([r.min, r.max] as const).map((field, i) => (
                <Input
                  key={field}
                  type="number"
                  inputMode="decimal"
                  step={r.step}
                  placeholder={i === 0 ? 'Min' : 'Max'}
                  aria-label={`${i === 0 ? 'Minimum' : 'Maximum'} ${r.label.toLowerCase()}${r.unit ? ` (${r.unit})` : ''}`}
                  value={form[field]}
                  onChange={(e) => onChange(field, e.target.value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <Field id="screener-week52" label="52-week range">
          <Select id="screener-week52" value={form.week52} onChange={(e) => onChange('week52', e.target.value)}>
            <option value="any">Anywhere</option>
            <option value="near-high">Within {NEAR_52_WEEK_PERCENT}% of the high</option>
            <option value="near-low">Within {NEAR_52_WEEK_PERCENT}% of the low</option>
          </Select>
        </Field>
      </div>
    </section>
  );
}
