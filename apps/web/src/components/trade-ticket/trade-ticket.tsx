import type { MarketStatusResponse as MarketStatus, PortfolioSummary } from '@tradearena/contracts';
import { type TradeSide, toCents, toDollars } from '@tradearena/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { checkSide, maxQuantity, sideProblems } from '@/lib/trading/check-side.ts';
import { closedMarketNote, describeOrder } from '@/lib/trading/describe-order.ts';
import { useOpenOrders } from '@/lib/trading/get-orders.ts';
import { checkOrderPrice } from '@/lib/trading/order-price.ts';
import { parseQuantity, validateTrade } from '@/lib/trading/trade-validation.ts';
import type { TradingContext } from '@/lib/trading/trading-context.ts';
import { type OrderIntent, usePlaceOrder } from '@/lib/trading/use-place-order.ts';
import { HouseRulesNotice } from './house-rules-notice.tsx';
import { MaxButton } from './max-button.tsx';
import { NoteField } from './note-field.tsx';
import { OrderEstimate } from './order-estimate.tsx';
import { OrderReviewDialog } from './order-review-dialog.tsx';
import { OrderTypeFields, type OrderTypeValues } from './order-type-fields.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SideButtons } from './side-buttons.tsx';
import { TicketNotices, type TradingHalt } from './ticket-notices.tsx';

const MARKET: OrderTypeValues = { type: 'market', limitText: '', stopText: '', timeInForce: 'day' };

/**
 * The one order form (one engine, one component): the Trade tab of the personal, league and championship trading
 * pages and the replay page use it, each with its own `context`. Order type, quantity stepper, price per share, total
 * cost, Buy and Sell. Buttons are disabled at quantity 0 and show "Processing..." while an order is pending; the
 * ticket's checks (a quantity, a price for a market order) answer with a red toast instead of sending. A stale price (the data
 * provider failing) is shown with a notice: the server fills no order at it. Orders go to the portfolio of
 * `context`, at most its largest buy; while `halted` (with why) it sends none.
 *
 * Orders go through usePlaceOrder: a market buy or sell is a plain trade (POST /api/trade-action or the championship's
 * route) while the market is open; while it is closed it goes to POST /api/orders and waits to fill at the next open's
 * price (ADR 020). A limit, stop or
 * stop-limit order takes its prices (checked here, with the message under the field) and a time in force, shows an
 * estimated cost and the cash the open orders leave free (the summary's cash − its reserved cash), goes to POST
 * /api/orders — also while the market is closed: it waits for the next open — and answers 'Order placed' with its
 * summary, or the server's message.
 *
 * docs/product/trading.md#short-selling-and-margin: Short (where the context allows it) and Cover (while short of the symbol) go to POST /api/orders for every
 * type, market included; each side is checked first (checkSide: no buy while short, no short while long, no cover
 * beyond the short, no short beyond the buying power). The summary's buying power shows (and, while Short is
 * chosen, the short selling power and the margin a short holds).
 *
 * Mistakes are stopped before sending (the server still refuses them all on its own): the player chooses a side
 * (Buy by default, Cover while short), a side the order cannot take is disabled with its reason (a buy or short
 * beyond the buying power, a sale without the shares), Max fills in the largest quantity of the chosen side, and
 * every order goes through Review (OrderReviewDialog: cost or proceeds, fees, buying power after) → Confirm.
 */
export function TradeTicket({
  context,
  symbol,
  price,
  held,
  market,
  timeZone,
  priceStale = false,
  halted,
  portfolio,
}: {
  context: TradingContext;
  symbol: string | null;
  price: number | undefined;
  /** Shares of the symbol held: negative while short. */
  held: number;
  market: MarketStatus | undefined;
  timeZone: string;
  /** The server's quote is not the provider's current price. */
  priceStale?: boolean;
  /**
   * Why no order may be placed here now (a replay event before its start or after its end: the server refuses them,
   * docs/decisions/025-instruments-corporate-actions-replay.md): shown on the ticket, which then sends nothing.
   */
  halted?: TradingHalt | undefined;
  /** The portfolio summary's cash, reserved cash, buying power and short selling power (dollars), when loaded. */
  portfolio?: Pick<PortfolioSummary, 'cashBalance' | 'reservedCash' | 'buyingPower' | 'shortSellingPower'> | undefined;
}) {
  const id = useId();
  const [quantityText, setQuantityText] = useState('1');
  const [order, setOrder] = useState<OrderTypeValues>(MARKET);
  const [showErrors, setShowErrors] = useState(false);
  const [chosen, setChosen] = useState<TradeSide | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [note, setNote] = useState('');
  const noteRequired = context.rules?.requireNote === true;
  const place = usePlaceOrder(context);
  const openOrders = useOpenOrders(context);
  const quantity = parseQuantity(quantityText);
  const closed = market !== undefined && !market.isOpen;
  const { type } = order;
  const limit = type === 'limit' || type === 'stop_limit' ? checkOrderPrice('limit', order.limitText) : null;
  const stop = type === 'stop' || type === 'stop_limit' ? checkOrderPrice('stop', order.stopText) : null;
  // The summary's figure, shown once the open orders that hold it back are read.
  const availableCash =
    portfolio && openOrders.data
      ? toDollars(Math.max(0, toCents(portfolio.cashBalance) - toCents(portfolio.reservedCash)))
      : undefined;
  // A share is estimated at the limit of a limit or stop-limit order, else at the current price.
  const perShare = limit ? (limit.ok ? limit.price : undefined) : price;
  const sides: TradeSide[] = [
    'buy',
    'sell',
    ...(context.shortSellingAllowed ? ['short' as const] : []),
    ...(held < 0 ? ['cover' as const] : []),
  ];
  const side: TradeSide = chosen && sides.includes(chosen) ? chosen : held < 0 ? 'cover' : 'buy';
  const sideInput = {
    symbol: symbol ?? '',
    quantity,
    held,
    value: perShare !== undefined ? quantity * perShare : undefined,
    buyingPower: portfolio?.buyingPower,
  };
  const sideProblem = (s: TradeSide) => checkSide({ ...sideInput, side: s });
  const problems = symbol ? sideProblems(sides, sideInput) : {};
  const max = maxQuantity({
    side,
    held,
    perShare,
    buyingPower: portfolio?.buyingPower,
    cap: context.maxBuyShares,
  });

  /** The ticket's checks (a price only for a market order), then the side's own (ADR 015); true when it may go. */
  const isSendable = (side: TradeSide) => {
    const problem =
      validateTrade({ symbol, quantity, price }, { requirePrice: type === 'market' }) ?? sideProblem(side);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return false;
    }
    return true;
  };

  /** Review: the checks, then the review of the order (the prices of a limit or stop order first). */
  const review = () => {
    if (halted || !isSendable(side)) return;
    if (noteRequired && note.trim() === '') {
      toast({ variant: 'destructive', title: 'Note required', description: 'This league asks why you are trading.' });
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    if ((limit && !limit.ok) || (stop && !stop.ok)) {
      setShowErrors(true);
      document.getElementById(`${id}-${stop && !stop.ok ? 'stop' : 'limit'}`)?.focus();
      return;
    }
    setReviewing(true);
  };

  const intentFor = (s: TradeSide): OrderIntent => ({
    symbol: symbol!,
    side: s,
    quantity,
    type,
    ...(limit?.ok ? { limitPrice: limit.price } : {}),
    ...(stop?.ok ? { stopPrice: stop.price } : {}),
    timeInForce: type === 'market' ? 'day' : order.timeInForce,
    note,
  });

  const confirm = () => {
    setReviewing(false);
    place.mutate({ order: intentFor(side), price, marketOpen: !closed }, { onSuccess: () => setNote('') });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        Place an order
      </h2>
      <TicketNotices
        market={closed ? market : undefined}
        timeZone={timeZone}
        priceStale={priceStale}
        orderType={type}
        halted={halted}
      />
      <HouseRulesNotice rules={context.rules} />
      <div className="mt-4 grid gap-4">
        <OrderTypeFields
          id={id}
          values={order}
          onChange={(patch) => setOrder((current) => ({ ...current, ...patch }))}
          errors={{
            limit: showErrors && limit && !limit.ok ? limit.message : undefined,
            stop: showErrors && stop && !stop.ok ? stop.message : undefined,
          }}
        />
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-qty`} className="text-sm font-medium text-slate-200">
              Quantity (shares)
            </label>
            <MaxButton id={id} side={side} max={max} onMax={(n) => setQuantityText(String(n))} />
          </div>
          <QuantityStepper
            id={`${id}-qty`}
            value={quantityText}
            onChange={setQuantityText}
            max={context.maxBuyShares}
          />
          {symbol && held > 0 && (
            <p className="text-xs text-slate-400">
              You hold {held.toLocaleString('en-US')} {symbol}
            </p>
          )}
          {symbol && held < 0 && (
            <p className="text-xs text-amber-200">
              You are short {(-held).toLocaleString('en-US')} {symbol}
            </p>
          )}
        </div>
        <NoteField id={`${id}-note`} value={note} onChange={setNote} required={noteRequired} />
        <OrderEstimate
          type={type}
          quantity={quantity}
          price={price}
          perShare={perShare}
          availableCash={availableCash}
          buyingPower={portfolio?.buyingPower}
          shortSellingPower={portfolio?.shortSellingPower}
          showShort={side === 'short'}
        />
        <SideButtons
          id={id}
          shortSellingAllowed={context.shortSellingAllowed}
          shortHeld={Math.max(0, -held)}
          chosen={side}
          problems={problems}
          onChoose={setChosen}
        />
        <Button
          size="lg"
          disabled={halted !== undefined || quantity <= 0 || place.isPending || problems[side] !== undefined}
          onClick={review}
        >
          {place.isPending ? 'Processing...' : 'Review order'}
        </Button>
        {reviewing && symbol && (
          <OrderReviewDialog
            side={side}
            summary={describeOrder(intentFor(side))}
            quantity={quantity}
            perShare={perShare}
            buyingPower={portfolio?.buyingPower}
            note={closed ? `The market is closed. ${closedMarketNote(type, false)}` : ''}
            rules={context.rules}
            onConfirm={confirm}
            onClose={() => setReviewing(false)}
          />
        )}
        <p className="text-xs leading-relaxed text-slate-400">
          {type === 'market'
            ? 'Orders fill at the latest market price, which may differ slightly from the price shown.'
            : 'Open orders hold back their cash (buys) or shares (sells) until they fill, are cancelled or expire.'}{' '}
          Virtual money only.
        </p>
      </div>
    </section>
  );
}
