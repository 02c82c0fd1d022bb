import { Minus, Plus } from 'lucide-react';

/** A whole-number share input with − and + buttons. */
export function QuantityStepper({
  id,
  value,
  onChange,
  max,
  min = 0,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  max: number;
  min?: number;
  onBlur?: () => void;
}) {
  const n = /^\d+$/.test(value) ? Number(value) : 0;
  const set = (next: number) => onChange(String(Math.min(max, Math.max(min, next))));
  return (
    <div className="flex h-12 items-stretch overflow-hidden rounded-xl border border-slate-700 bg-slate-950/60 focus-within:border-emerald-500 focus-within:ring-2 focus-within:ring-emerald-500/30">
      <button
        type="button"
        aria-label="Decrease quantity"
        onClick={() => set(n - 1)}
        disabled={n <= min}
        className="grid w-12 place-items-center text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-40"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={value}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 12);
          onChange(digits === '' ? '' : String(Math.min(max, Number(digits))));
        }}
        onBlur={onBlur}
        className="tabular min-w-0 flex-1 border-x border-slate-800 bg-transparent text-center text-lg font-semibold text-white focus:outline-none"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => set(n + 1)}
        disabled={n >= max}
        className="grid w-12 place-items-center text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-40"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
