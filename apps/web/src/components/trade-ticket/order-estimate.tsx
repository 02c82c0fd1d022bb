import {
  marginRequirementCents,
  type OrderType,
  SHORT_INITIAL_MARGIN_PERCENT,
  toCents,
  toDollars,
} from '@tradearena/domain';
import type { ReactNode } from 'react';
import { formatCurrency } from '@/lib/format.ts';
import { ownMarginFor } from '@/lib/trading/check-side.ts';

const money = (dollars: number | undefined) => (dollars !== undefined ? formatCurrency(dollars) : '—');

/**
 * The ticket's figures: the price per share, then for a market order its total cost (docs/product/trading.md#order-types); for a limit or
 * stop-limit order quantity × the limit, for a stop order quantity × the current price with a note (it fills at the
 * market once triggered); and the cash the open orders leave free (cash − their reservations), when known.
 * docs/product/trading.md#short-selling-and-margin: the buying power of the portfolio summary; where the student may sell short, the short selling power and
 * what a short of this size holds (150 % of its value: the proceeds + 50 % of own cash, taken from buying power).
 */
export function OrderEstimate({
  type,
  quantity,
  price,
  perShare,
  availableCash,
  buyingPower,
  shortSellingPower,
  showShort = false,
}: {
  type: OrderType;
  quantity: number;
  price: number | undefined;
  /** What a share is estimated at: a limit or stop-limit order's valid limit, else the current price. */
  perShare: number | undefined;
  availableCash: number | undefined;
  buyingPower?: number | undefined;
  shortSellingPower?: number | undefined;
  /** Short selling is open to the student here: show its figures. */
  showShort?: boolean;
}) {
  const total = perShare !== undefined ? quantity * perShare : undefined;
  const ownMargin = total !== undefined ? ownMarginFor(total) : undefined;
  const marginHeld =
    total !== undefined ? toDollars(marginRequirementCents(toCents(total), SHORT_INITIAL_MARGIN_PERCENT)) : undefined;
  return (
    <dl className="grid gap-2 rounded-xl bg-slate-950/50 p-4 text-sm">
      <FigureRow label="Price per share" testId="price-per-share">
        {money(price)}
      </FigureRow>
      {availableCash !== undefined && (
        <FigureRow label="Available cash (after open orders)" testId="available-cash">
          {money(availableCash)}
        </FigureRow>
      )}
      {buyingPower !== undefined && (
        <FigureRow label="Buying power" testId="buying-power">
          {money(buyingPower)}
        </FigureRow>
      )}
      {showShort && shortSellingPower !== undefined && (
        <FigureRow label="Short selling power" testId="short-selling-power">
          {money(shortSellingPower)}
        </FigureRow>
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
      {showShort && (
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-slate-800 pt-2">
          <dt className="text-slate-400">Margin held if sold short: {SHORT_INITIAL_MARGIN_PERCENT} %</dt>
          <dd className="tabular font-semibold text-white" data-testid="margin-held">
            {money(marginHeld)}
          </dd>
          <dd className="basis-full text-xs text-slate-400">
            The {money(total)} proceeds plus {money(ownMargin)} of your own cash, taken from your buying power.
          </dd>
        </div>
      )}
      {type === 'stop' && (
        <p className="text-xs text-slate-400">
          Estimated at the current price: a stop order fills at the market price once the stop price is reached.
        </p>
      )}
    </dl>
  );
}

/** One figure of an estimate: its label and its value (found by `testId`). */
export function FigureRow({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-400">{label}</dt>
      <dd className="tabular font-semibold text-white" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
