import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatPercent, formatVolume } from '@/lib/format.ts';
import type { Mover } from '../api/get-trending.ts';

/** One mover: symbol and name, price with 2 decimals, '+'-prefixed percent, and volume as K/M when asked. */
export function MoverRow({ mover, rank, showVolume = false }: { mover: Mover; rank?: number; showVolume?: boolean }) {
  const up = mover.changePercent >= 0;
  return (
    <li className="flex items-center gap-3 py-3">
      {rank !== undefined && <span className="tabular w-6 shrink-0 text-right text-xs text-slate-400">{rank}</span>}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{mover.symbol}</p>
        <p className="flex min-w-0 gap-1 text-xs text-slate-400">
          <span className="truncate">{mover.name}</span>
          {showVolume && (
            // On every width (phones too), after the name: "· Vol 14.4M".
            <span className="tabular shrink-0">
              <span aria-hidden="true">· </span>
              <abbr title="Volume" className="no-underline">
                Vol
              </abbr>{' '}
              {formatVolume(mover.volume)}
            </span>
          )}
        </p>
      </div>
      <div className="tabular w-28 shrink-0 text-right">
        <p className="font-semibold text-white">{formatCurrency(mover.price)}</p>
        <p className={cn('text-xs font-semibold', up ? 'text-emerald-400' : 'text-red-400')}>
          {formatPercent(mover.changePercent)}
        </p>
      </div>
    </li>
  );
}
