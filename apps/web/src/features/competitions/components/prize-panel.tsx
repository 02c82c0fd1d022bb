import type { PrizePlace } from '@tradearena/contracts';
import { Gift } from 'lucide-react';
import { formatCurrency } from '@/lib/format.ts';

const PLACE_NAMES = ['1st place', '2nd place', '3rd place'];

/** The prize distribution of a championship season (docs/product/competitions.md#prizes): pool and what each place wins. */
export function PrizePanel({ prizePool, places }: { prizePool: number; places: readonly PrizePlace[] }) {
  return (
    <section aria-labelledby="prizes-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h2 id="prizes-title" className="flex items-center gap-2 text-lg font-semibold text-white">
        <Gift className="size-5 text-amber-300" aria-hidden="true" />
        Prize Distribution
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        {formatCurrency(prizePool)} paid into the winners' trading bank when the season closes. A player needs at least
        one trade to win.
      </p>
      <dl className="mt-4 grid gap-2">
        {places.map((p) => (
          <div key={p.place} className="flex items-center justify-between rounded-xl bg-slate-950/50 px-4 py-3">
            <dt className="text-slate-300">
              {PLACE_NAMES[p.place - 1] ?? `Place ${p.place}`}{' '}
              <span className="text-xs text-slate-400">({p.percent}%)</span>
            </dt>
            <dd className="tabular font-semibold text-emerald-300">{formatCurrency(p.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
