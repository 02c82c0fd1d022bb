import type { ScreenerStock } from '@tradearena/contracts';
import { rangePosition } from '../lib/screen-stocks.ts';

/** Where the price sits between the 52-week low and high, as a small bar (decorative: the numbers are beside it). */
export function Week52Bar({ stock }: { stock: ScreenerStock }) {
  const at = rangePosition(stock);
  if (at === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, at)) * 100);
  return (
    <span aria-hidden="true" className="relative mt-1 block h-1.5 w-full min-w-16 rounded-full bg-slate-800">
      <span
        className="absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-emerald-400"
        style={{ left: `${percent}%` }}
      />
    </span>
  );
}
