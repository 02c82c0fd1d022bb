import type { OrderType } from '@tradearena/domain';
import { formatCurrency } from '@/lib/format.ts';

const money = (dollars: number | undefined) => (dollars !== undefined ? formatCurrency(dollars) : '—');

/**
 * The ticket's figures: the price per share, then for a market order its total cost (spec 01 §2); for a limit or
 * stop-limit order quantity × the limit, for a stop order quantity × the current price with a note (it fills at the
 * market once triggered); and the cash the open orders leave free (cash − their reservations), when known.
 */
export function OrderEstimate({
  type,
  quantity,
  price,
  limitPrice,
  availableCash,
}: {
  type: OrderType;
  quantity: number;
  price: number | undefined;
  limitPrice: number | undefined;
  availableCash: number | undefined;
}) {
  const perShare = type === 'limit' || type === 'stop_limit' ? limitPrice : price;
  const total = perShare !== undefined ? quantity * perShare : undefined;
  return (
    <dl className="grid gap-2 rounded-xl bg-slate-950/50 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-400">Price per share</dt>
        <dd className="tabular font-semibold text-white" data-testid="price-per-share">
          {money(price)}
        </dd>
      </div>
      {availableCash !== undefined && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Available cash (after open orders)</dt>
          <dd className="tabular font-semibold text-white" data-testid="available-cash">
            {money(availableCash)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-slate-800 pt-2">
        <dt className="text-slate-400">{type === 'market' ? 'Total cost' : 'Estimated cost'}</dt>
        <dd
          className="tabular text-lg font-bold text-white"
          data-testid={type === 'market' ? 'total-cost' : 'estimated-cost'}
        >
          {money(total)}
        </dd>
      </div>
      {type === 'stop' && (
        <p className="text-xs text-slate-400">
          Estimated at the current price: a stop order fills at the market price once the stop price is reached.
        </p>
      )}
    </dl>
  );
}
