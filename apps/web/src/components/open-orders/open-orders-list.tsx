import type { Order } from '@tradearena/contracts';
import { isBuySide } from '@tradearena/domain';
import { ListOrdered } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';
import {
  describeOrderPrices,
  ORDER_TYPE_LABELS,
  SIDE_LABELS,
  TIME_IN_FORCE_LABELS,
} from '@/lib/trading/describe-order.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

/** An open market order was placed while the market was closed: it fills at the next open (ADR 020). */
const openOrderPrices = (o: Order) => (o.type === 'market' ? 'Market, at the next open' : describeOrderPrices(o));

const COLUMNS = ['Symbol', 'Side', 'Quantity', 'Type', 'Prices', 'Time in force'] as const;
const DATE_COLUMNS = ['Placed', 'Expires'] as const;

function SideBadge({ side }: { side: Order['side'] }) {
  return <Badge variant={isBuySide(side) ? 'default' : 'destructive'}>{SIDE_LABELS[side]}</Badge>;
}

/**
 * The open orders of every page that lists them (docs/product/trading.md#order-types): each open order's symbol,
 * side, quantity, type, prices, time in force, when it was placed and when it expires, with Cancel. A table on large
 * screens, cards on phones; an empty state otherwise. `timeZone` null: no date at all (a replay event's orders, whose
 * real day stays secret until its end, ADR 025).
 */
export function OpenOrdersList({
  orders,
  isLoading,
  timeZone,
  onStartTrading,
}: {
  orders: readonly Order[] | undefined;
  isLoading: boolean;
  timeZone: string | null;
  onStartTrading: () => void;
}) {
  if (isLoading && !orders) {
    return <SkeletonList count={2} label="Loading open orders" className="h-16 rounded-xl" />;
  }
  const rows = orders ?? [];
  const dated = timeZone !== null;
  const when = (iso: string) => (dated ? formatInstant(new Date(iso), timeZone) : '');
  if (rows.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-800 px-6 py-14 text-center">
        <ListOrdered className="size-10 text-slate-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-white">No open orders</p>
        <p className="max-w-sm text-sm text-slate-400">
          Limit and stop orders (and market orders placed while the market is closed) wait here until they fill, you
          cancel them or they expire. Choose an order type on the Trade tab to place one.
        </p>
        <Button onClick={onStartTrading} className="mt-2">
          Place an order
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/60 lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Your open orders</caption>
          <thead className="text-left text-xs uppercase tracking-wider text-slate-400">
            <tr className="border-b border-slate-800">
              {[...COLUMNS, ...(dated ? DATE_COLUMNS : [])].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="tabular">
            {rows.map((o) => (
              <tr key={o.id} className="border-b border-slate-800/60 last:border-0 hover:bg-slate-800/30">
                <th scope="row" className="px-4 py-3 text-left font-bold text-white">
                  {o.symbol}
                </th>
                <td className="px-4 py-3">
                  <SideBadge side={o.side} />
                </td>
                <td className="px-4 py-3">{o.quantity.toLocaleString('en-US')}</td>
                <td className="px-4 py-3">{ORDER_TYPE_LABELS[o.type]}</td>
                <td className="px-4 py-3 text-white">{openOrderPrices(o)}</td>
                <td className="px-4 py-3">{TIME_IN_FORCE_LABELS[o.timeInForce]}</td>
                {dated && <td className="px-4 py-3">{when(o.createdAt)}</td>}
                {dated && <td className="px-4 py-3">{when(o.expiresAt)}</td>}
                <td className="px-4 py-3 text-right">
                  <CancelOrderDialog order={o} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Your open orders">
        {rows.map((o) => (
          <li key={o.id} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="flex items-center gap-2 text-lg font-bold text-white">
                  {o.symbol} <SideBadge side={o.side} />
                </p>
                <p className="text-sm text-slate-400">
                  {o.quantity.toLocaleString('en-US')} shares · {ORDER_TYPE_LABELS[o.type]}
                </p>
              </div>
              <p className="tabular text-right text-sm font-semibold text-white">{openOrderPrices(o)}</p>
            </div>
            {dated ? (
              <dl className="tabular mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-400">Placed</dt>
                  <dd className="text-white">{when(o.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-400">Expires ({TIME_IN_FORCE_LABELS[o.timeInForce]})</dt>
                  <dd className="text-white">{when(o.expiresAt)}</dd>
                </div>
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-400">{TIME_IN_FORCE_LABELS[o.timeInForce]}</p>
            )}
            <CancelOrderDialog order={o} className="mt-3 w-full" />
          </li>
        ))}
      </ul>
    </>
  );
}
