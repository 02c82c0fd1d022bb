import type { ScreenerStock } from '@tradearena/contracts';
import { Link } from 'react-router';
import { EtfBadge } from '@/components/etf-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatPercent, formatVolume } from '@/lib/format.ts';
import { formatBeta, formatWeek52 } from '@/lib/format-figures.ts';
import { paths } from '@/lib/paths.ts';
import { Week52Bar } from './week52-bar.tsx';

/**
 * The screened stocks as stacked cards (phones); each card opens the trading page with the stock selected. One column
 * of the list's width (grid-cols-1), not an auto one as wide as the longest untruncated name.
 */
export function ScreenerCards({ stocks }: { stocks: ScreenerStock[] }) {
  return (
    <ul aria-label="Stocks matching the filters" className="grid grid-cols-1 gap-3">
      {stocks.map((s) => (
        <li key={s.symbol}>
          <Link
            to={paths.stock.getHref(s.symbol)}
            className="block rounded-2xl border border-slate-800 bg-slate-900/60 p-4 hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-emerald-500"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold text-white">
                  {s.symbol}
                  {s.type === 'etf' && <EtfBadge />}
                </span>
                <span className="block truncate text-xs text-slate-400">{s.name}</span>
              </span>
              <span className="tabular shrink-0 text-right">
                <span className="block font-semibold text-white">{formatCurrency(s.price)}</span>
                <span
                  className={cn(
                    'block text-xs font-semibold',
                    s.changePercent >= 0 ? 'text-emerald-400' : 'text-red-400',
                  )}
                >
                  {formatPercent(s.changePercent)}
                </span>
              </span>
            </span>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
              <div>
                <dt className="text-slate-400">Sector</dt>
                <dd className="text-slate-200">{s.sector}</dd>
              </div>
              <div>
                <dt className="text-slate-400">Volume</dt>
                <dd className="tabular text-slate-200">{formatVolume(s.volume)}</dd>
              </div>
              <div>
                <dt className="text-slate-400">Beta</dt>
                <dd className="tabular text-slate-200">{formatBeta(s.beta)}</dd>
              </div>
              <div>
                <dt className="text-slate-400">52-week</dt>
                <dd className="tabular text-slate-200">
                  {formatWeek52(s)}
                  <Week52Bar stock={s} />
                </dd>
              </div>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
