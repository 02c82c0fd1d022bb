import type { ScreenerStock } from '@tradearena/contracts';
import { Link } from 'react-router';
import { EtfBadge } from '@/components/etf-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatPercent, formatVolume } from '@/lib/format.ts';
import { formatBeta, formatWeek52 } from '@/lib/format-figures.ts';
import { paths } from '@/lib/paths.ts';
import { Week52Bar } from './week52-bar.tsx';

const HEAD = 'px-3 py-2 font-medium';
const NUM = 'px-3 py-3 text-right tabular whitespace-nowrap';

/** The screened stocks as a table (tablets and desktops); the symbol opens the trading page with it selected. */
export function ScreenerTable({ stocks }: { stocks: ScreenerStock[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/60">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Stocks matching the filters</caption>
        <thead className="border-b border-slate-800 text-left text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className={HEAD}>
              Stock
            </th>
            <th scope="col" className={HEAD}>
              Sector
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Price
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Change
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Volume
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Beta
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              52-week range
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {stocks.map((s) => (
            <tr key={s.symbol} className="hover:bg-slate-800/40">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <Link
                  to={paths.stock.getHref(s.symbol)}
                  className="font-semibold text-white hover:text-emerald-300 hover:underline"
                >
                  {s.symbol}
                </Link>
                {s.type === 'etf' && (
                  <>
                    {' '}
                    <EtfBadge />
                  </>
                )}
                <span className="block max-w-56 truncate text-xs text-slate-400">{s.name}</span>
              </th>
              <td className="px-3 py-3 text-slate-300">{s.sector}</td>
              <td className={cn(NUM, 'font-semibold text-white')}>{formatCurrency(s.price)}</td>
              <td className={cn(NUM, 'font-semibold', s.changePercent >= 0 ? 'text-emerald-400' : 'text-red-400')}>
                {formatPercent(s.changePercent)}
              </td>
              <td className={NUM}>{formatVolume(s.volume)}</td>
              <td className={NUM}>{formatBeta(s.beta)}</td>
              <td className={NUM}>
                {formatWeek52(s)}
                <Week52Bar stock={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
