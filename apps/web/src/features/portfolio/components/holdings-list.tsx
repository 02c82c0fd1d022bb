import type { Position, StockUpdateMessage } from '@tradearena/contracts';
import { Briefcase } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatPercent } from '@/lib/format.ts';
import { formatSignedCurrency, gainLossClass } from '@/lib/signed-money.ts';
import { withLivePrice } from '../lib/with-live-price.ts';

const isShort = (p: Position) => p.side === 'short' || p.quantity < 0;
const shareCount = (p: Position) => Math.abs(p.quantity).toLocaleString('en-US');
/** A long's market value; a short's as the liability it is: "-$1,000.00". */
const positionValue = (p: Position) =>
  isShort(p) ? formatSignedCurrency(-Math.abs(p.marketValue)) : formatCurrency(p.marketValue);
/** ADR 026: why the player traded the holding (the latest note), as typed. */
function HoldingNote({ note }: { note: string }) {
  return (
    <span title={note} className="mt-0.5 block max-w-56 truncate text-xs font-normal text-slate-400">
      Note: {note}
    </span>
  );
}

const actionLabel = (p: Position) => (isShort(p) ? `Cover ${p.symbol}` : `Quick Trade ${p.symbol}`);

function ShortBadge() {
  return (
    <Badge variant="warning" className="ml-2 align-middle">
      Short
    </Badge>
  );
}

/**
 * The Holdings tab (docs/product/trading.md#live-stream): quantity, average price, current price (live), day change, value and unrealized
 * gain/loss per position, each with a Quick Trade button. A table on large screens, cards on phones. A short position
 * (docs/product/trading.md#short-selling-and-margin) is marked Short with its shares as a positive count, its value as what covering it costs (a liability,
 * "-$…"), its own P/L, and a Cover button instead of Quick Trade.
 */
export function HoldingsList({
  positions,
  live,
  isLoading,
  onQuickTrade,
  onStartTrading,
}: {
  positions: readonly Position[] | undefined;
  live: ReadonlyMap<string, StockUpdateMessage>;
  isLoading: boolean;
  onQuickTrade: (p: Position) => void;
  onStartTrading: () => void;
}) {
  if (isLoading && !positions) {
    return <SkeletonList count={3} label="Loading holdings" className="h-16 rounded-xl" />;
  }
  const rows = (positions ?? []).map((p) => withLivePrice(p, live.get(p.symbol)));
  if (rows.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-800 px-6 py-14 text-center">
        <Briefcase className="size-10 text-slate-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-white">No holdings yet</p>
        <p className="max-w-sm text-sm text-slate-400">
          Buy your first stock on the Trade tab. Your positions and their live gains and losses will show up here.
        </p>
        <Button onClick={onStartTrading} className="mt-2">
          Start trading
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/60 lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Your holdings</caption>
          <thead className="text-left text-xs uppercase tracking-wider text-slate-400">
            <tr className="border-b border-slate-800">
              <th scope="col" className="px-4 py-3 font-medium">
                Symbol
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Avg price
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Current
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Day change
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Value
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Unrealized P/L
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="tabular">
            {rows.map((p) => (
              <tr key={p.symbol} className="border-b border-slate-800/60 last:border-0 hover:bg-slate-800/30">
                <th scope="row" className="px-4 py-3 text-left font-bold text-white">
                  {p.symbol}
                  {isShort(p) && <ShortBadge />}
                  {p.note && <HoldingNote note={p.note} />}
                </th>
                <td className="px-4 py-3 text-right">{shareCount(p)}</td>
                <td className="px-4 py-3 text-right">{formatCurrency(p.averagePrice)}</td>
                <td className="px-4 py-3 text-right font-semibold text-white">{formatCurrency(p.currentPrice)}</td>
                <td className={cn('px-4 py-3 text-right', gainLossClass(p.dayChange))}>
                  {formatSignedCurrency(p.dayChange)}
                  <span className="block text-xs">{formatPercent(p.dayChangePercent)}</span>
                </td>
                <td className="px-4 py-3 text-right font-semibold text-white">{positionValue(p)}</td>
                <td className={cn('px-4 py-3 text-right font-semibold', gainLossClass(p.unrealizedPL))}>
                  {formatSignedCurrency(p.unrealizedPL)}
                  <span className="block text-xs font-normal">{formatPercent(p.profitLossPercent)}</span>
                </td>
                <td className="px-4 py-3 text-right">
                  <Button size="sm" variant="outline" onClick={() => onQuickTrade(p)} aria-label={actionLabel(p)}>
                    {isShort(p) ? 'Cover' : 'Quick Trade'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Your holdings">
        {rows.map((p) => (
          <li key={p.symbol} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-lg font-bold text-white">
                  {p.symbol}
                  {isShort(p) && <ShortBadge />}
                </p>
                <p className="text-sm text-slate-400">
                  {shareCount(p)} shares · {isShort(p) ? 'sold at' : 'avg'} {formatCurrency(p.averagePrice)}
                </p>
                {p.note && <HoldingNote note={p.note} />}
              </div>
              <div className="text-right">
                <p className="tabular font-semibold text-white">{positionValue(p)}</p>
                <p className={cn('tabular text-sm font-semibold', gainLossClass(p.unrealizedPL))}>
                  {formatSignedCurrency(p.unrealizedPL)} ({formatPercent(p.profitLossPercent)})
                </p>
              </div>
            </div>
            <dl className="tabular mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-400">Current</dt>
                <dd className="text-white">{formatCurrency(p.currentPrice)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-400">Day change</dt>
                <dd className={gainLossClass(p.dayChange)}>
                  {formatSignedCurrency(p.dayChange)} ({formatPercent(p.dayChangePercent)})
                </dd>
              </div>
            </dl>
            <Button
              variant="outline"
              className="mt-3 w-full"
              onClick={() => onQuickTrade(p)}
              aria-label={actionLabel(p)}
            >
              {isShort(p) ? 'Cover' : 'Quick Trade'}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
