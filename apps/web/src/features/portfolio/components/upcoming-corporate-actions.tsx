import { newYorkDateOf } from '@tradearena/domain';
import { onFirstUse } from '@/lib/on-first-use.ts';
import { useNow } from '@/lib/use-now.ts';
import { useStockCorporateActions } from '../api/get-corporate-actions.ts';

/** Dividends are declared per share with up to four decimals: $0.51, $0.2692. */
const perShare = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
);

/**
 * The stock's next dividend (its ex-date today or later) and next split as the market announces them, each with one
 * line on what it does to the price and to holders; nothing while none is announced or the list cannot be loaded.
 */
export function UpcomingCorporateActions({ symbol }: { symbol: string }) {
  const actions = useStockCorporateActions(symbol);
  const today = newYorkDateOf(new Date(useNow(60_000)));
  const dividend = actions.data?.dividends.find((d) => d.exDate >= today);
  const split = actions.data?.splits.find((s) => s.date >= today);
  if (!dividend && !split) return null;
  const [newShares, oldShares] = split ? split.ratio.split('-for-') : [];
  return (
    <section aria-labelledby="stock-corporate-actions" className="grid gap-2">
      <h2 id="stock-corporate-actions" className="text-xl font-semibold text-white">
        Dividends and splits
      </h2>
      {dividend && (
        <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
          <p className="font-semibold text-white">
            Upcoming dividend: {perShare().format(dividend.amount)} (ex {dividend.exDate}, paid {dividend.payDate})
          </p>
          <p className="mt-1 text-xs text-slate-400">
            Whoever holds shares at the close before the ex-date is paid {perShare().format(dividend.amount)} a share on
            the pay date; on the ex-date the price opens lower by about that amount, so buying the day before does not
            earn it for free.
          </p>
        </div>
      )}
      {split && (
        <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
          <p className="font-semibold text-white">
            Upcoming split: {split.ratio} on {split.date}
          </p>
          <p className="mt-1 text-xs text-slate-400">
            At that day’s open every {oldShares === '1' ? 'share becomes' : `${oldShares} shares become`} {newShares}{' '}
            and the price is divided to match: a holding is worth the same. Charts are adjusted so the history runs on
            without a jump.
          </p>
        </div>
      )}
    </section>
  );
}
