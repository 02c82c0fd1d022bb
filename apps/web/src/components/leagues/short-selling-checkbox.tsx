import { SHORT_INITIAL_MARGIN_PERCENT, SHORT_MAINTENANCE_MARGIN_PERCENT } from '@tradearena/domain';

/**
 * "Allow short selling" on a league creation form (docs/product/competitions.md#league-settings): a checkbox with what it means. Friend leagues default
 * to on, class leagues to off; the creator (educator) can switch it later on the league.
 */
export function ShortSellingCheckbox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-800 bg-slate-950/40 p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-help`}
        className="mt-0.5 size-5 shrink-0 accent-emerald-500"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-white">
          Allow short selling
        </label>
        <p id={`${id}-help`} className="text-xs text-slate-400">
          {`Players may sell shares they do not own and buy them back later (${SHORT_INITIAL_MARGIN_PERCENT} % margin, automatic margin call at ${SHORT_MAINTENANCE_MARGIN_PERCENT} %). You can switch it off later: open shorts can still be covered.`}
        </p>
      </div>
    </div>
  );
}
