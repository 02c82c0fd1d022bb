import { isBuySide, type TradeSide } from '@tradearena/domain';
import { useId, useState } from 'react';
import { MaxButton } from '@/components/trade-ticket/max-button.tsx';
import { OrderReviewDialog } from '@/components/trade-ticket/order-review-dialog.tsx';
import { QuantityStepper } from '@/components/trade-ticket/quantity-stepper.tsx';
import { SideProblemNotes, sideProblemId } from '@/components/trade-ticket/side-buttons.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { cn } from '@/lib/cn.ts';
import { formatCurrency } from '@/lib/format.ts';
import { marketClosedTradeText } from '@/lib/market-hours-text.ts';
import { maxQuantity, sideProblems } from '@/lib/trading/check-side.ts';
import { describeOrder, SIDE_LABELS } from '@/lib/trading/describe-order.ts';
import { parseQuantity, validateTrade } from '@/lib/trading/trade-validation.ts';
import type { TradingContext } from '@/lib/trading/trading-context.ts';
import { isAccepted, type OrderIntent, usePlaceOrder } from '@/lib/trading/use-place-order.ts';
import type { MarketStatus } from '../api/get-market-status.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';

/**
 * Quick Trade (docs/product/trading.md#trading-screens): buy/sell toggle, quantity (minimum 1, reset to 1 on blur when empty or below 1;
 * at most the held quantity when selling, the context's largest buy when buying: 999,999, or 9,999 in championships),
 * total, Review → Confirm. Opens on the context's side (buy on /portfolio, sell on league pages,
 * docs/product/trading.md#portfolios). Closes after a successful trade. On a short position (`held` negative,
 * docs/product/trading.md#short-selling-and-margin) it offers Cover (at most the shares sold short) and, where short
 * selling is allowed, Short: market orders of POST /api/orders.
 *
 * Like the trade ticket, with the ticket's parts: a side the order cannot take (a buy or short beyond the buying
 * power, checkSide) is disabled with its reason, Max fills in the largest quantity of the chosen side, and the order is
 * reviewed (OrderReviewDialog: cost or proceeds, fees, buying power after) before usePlaceOrder sends it.
 */
export function QuickTradeDialog({
  context = personalTradingContext,
  symbol,
  held,
  price,
  buyingPower,
  marketOpen,
  market,
  onClose,
}: {
  context?: TradingContext;
  symbol: string;
  held: number;
  price: number;
  /** The portfolio summary's buying power (dollars), when loaded. */
  buyingPower?: number | undefined;
  marketOpen: boolean;
  /** The status whose hours the Market Closed refusal quotes (today's close from the NYSE calendar). */
  market?: MarketStatus | undefined;
  onClose: () => void;
}) {
  const id = useId();
  // The dialog is opened without a Radix trigger, so it remembers what had the focus and gives it back on close.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const short = held < 0;
  const sides: TradeSide[] = short
    ? ['cover', ...(context.shortSellingAllowed ? ['short' as const] : [])]
    : ['buy', 'sell'];
  const [action, setAction] = useState<TradeSide>(short ? 'cover' : context.quickTradeAction);
  const [quantityText, setQuantityText] = useState('1');
  const [reviewing, setReviewing] = useState(false);
  const place = usePlaceOrder(context);
  const quantity = parseQuantity(quantityText);
  const closing = action === 'sell' || action === 'cover';
  const owned = Math.abs(held);
  const max = closing ? owned : context.maxBuyShares;
  const tooMany = closing && quantity > owned;
  // Choosing Sell or Cover caps the quantity at the position, so only Buy and Short can be refused (buying power).
  const opening = sides.filter((s) => s === 'buy' || s === 'short');
  const problems = sideProblems(opening, { symbol, quantity, held, value: quantity * price, buyingPower });
  const order: OrderIntent = { symbol, side: action, quantity, type: 'market', timeInForce: 'day' };

  /** The order form's checks (trade-validation.ts) and the open market, then the review. */
  const review = () => {
    const problem = validateTrade({ symbol, quantity, price });
    if (problem) return toast({ variant: 'destructive', ...problem });
    if (!marketOpen)
      return toast({ variant: 'destructive', title: 'Market Closed', description: marketClosedTradeText(market) });
    setReviewing(true);
  };

  const confirm = () => {
    setReviewing(false);
    place.mutate({ order, price, marketOpen }, { onSuccess: (placed) => isAccepted(placed) && onClose() });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener?.isConnected) opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Quick Trade {symbol}</DialogTitle>
          <DialogDescription>
            {short ? 'You are short' : 'You hold'} {owned.toLocaleString('en-US')} {owned === 1 ? 'share' : 'shares'}.
            Current price {formatCurrency(price)} a share.
          </DialogDescription>
        </DialogHeader>
        <div
          role="radiogroup"
          aria-label="Order side"
          className={cn(
            'grid gap-1 rounded-xl border border-slate-800 bg-slate-950/60 p-1',
            sides.length === 1 ? 'grid-cols-1' : 'grid-cols-2',
          )}
        >
          {sides.map((side) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented toggle styled as buttons.
            <button
              key={side}
              type="button"
              role="radio"
              aria-checked={action === side}
              disabled={problems[side] !== undefined}
              aria-describedby={problems[side] !== undefined ? sideProblemId(id, side) : undefined}
              onClick={() => {
                setAction(side);
                if ((side === 'sell' || side === 'cover') && quantity > owned)
                  setQuantityText(String(Math.max(1, owned)));
              }}
              className={cn(
                'h-10 rounded-lg text-sm font-semibold capitalize transition-colors',
                action === side
                  ? isBuySide(side)
                    ? 'bg-emerald-500 text-slate-950'
                    : 'bg-red-600 text-white'
                  : 'text-slate-400 hover:text-white',
                'disabled:opacity-50',
              )}
            >
              {SIDE_LABELS[side]}
            </button>
          ))}
        </div>
        <SideProblemNotes id={id} sides={sides} problems={problems} />
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-qty`} className="text-sm font-medium text-slate-200">
              Quantity
            </label>
            <MaxButton
              id={id}
              side={action}
              max={maxQuantity({ side: action, held, perShare: price, buyingPower, cap: context.maxBuyShares })}
              onMax={(n) => setQuantityText(String(Math.max(1, n)))}
            />
          </div>
          <QuantityStepper
            id={`${id}-qty`}
            value={quantityText}
            onChange={setQuantityText}
            min={1}
            max={Math.max(1, max)}
            onBlur={() => {
              if (parseQuantity(quantityText) < 1) setQuantityText('1');
            }}
          />
          {tooMany && (
            <p className="text-sm text-red-300">
              {short ? 'You are only short' : 'You only hold'} {owned.toLocaleString('en-US')} shares.
            </p>
          )}
        </div>
        <dl className="flex items-center justify-between rounded-xl bg-slate-950/50 p-4 text-sm">
          <dt className="text-slate-400">{isBuySide(action) ? 'Total cost' : 'Total proceeds'}</dt>
          <dd className="tabular text-lg font-bold text-white">{formatCurrency(quantity * price)}</dd>
        </dl>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={isBuySide(action) ? 'default' : 'destructive'}
            disabled={place.isPending || quantity < 1 || tooMany || problems[action] !== undefined}
            onClick={review}
          >
            {place.isPending ? 'Processing...' : 'Review order'}
          </Button>
        </DialogFooter>
        {reviewing && (
          <OrderReviewDialog
            side={action}
            summary={describeOrder(order)}
            quantity={quantity}
            perShare={price}
            buyingPower={buyingPower}
            note=""
            rules={context.rules}
            onConfirm={confirm}
            onClose={() => setReviewing(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
