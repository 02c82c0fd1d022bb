import type { StockProfile } from '@tradearena/contracts';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

/**
 * An ETF's page section: its expense ratio (the yearly fee taken out of the price, a little every day) and its top
 * holdings that are in our universe, each a link to its own page (docs/decisions/027-etfs-baskets-and-expense-ratios.md).
 */
export function EtfFacts({
  profile: p,
}: {
  profile: Pick<StockProfile, 'symbol' | 'expenseRatioPct' | 'topHoldings'>;
}) {
  return (
    <section aria-labelledby="etf-facts" className="grid gap-4">
      <h2 id="etf-facts" className="text-xl font-semibold text-white">
        Fund facts
      </h2>
      <dl className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
        <dt className="text-sm text-slate-400">Expense ratio</dt>
        <dd className="tabular mt-1 text-xl font-semibold text-white">
          {p.expenseRatioPct === null ? '—' : `${p.expenseRatioPct}%`}
        </dd>
        <dd className="mt-1 text-xs text-slate-400">
          The fund’s yearly fee, as a percent of what you hold: it comes out of the price a little every trading day.
        </dd>
      </dl>
      {p.topHoldings.length > 0 && (
        <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
          <h3 className="text-sm font-semibold text-slate-200">Top holdings you can trade here</h3>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Top holdings of {p.symbol} and their weights</caption>
            <thead>
              <tr className="text-left text-xs text-slate-400">
                <th scope="col" className="py-1 font-medium">
                  Holding
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Weight
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800">
              {p.topHoldings.map((h) => (
                <tr key={h.symbol}>
                  <th scope="row" className="py-1.5 text-left font-normal">
                    <Link to={paths.stock.getHref(h.symbol)} className="font-semibold text-white hover:underline">
                      {h.symbol}
                    </Link>{' '}
                    <span className="text-slate-400">{h.name}</span>
                  </th>
                  <td className="tabular py-1.5 text-right text-slate-200">{h.weightPct.toFixed(2)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
