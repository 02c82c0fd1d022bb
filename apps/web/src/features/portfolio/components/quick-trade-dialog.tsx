import { isBuySide, type TradeSide } from '@tradearena/domain';
import { useId, useState } from 'react';
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
import type { MarketStatus } from '../api/get-market-status.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { usePlaceTrade } from '../api/place-trade.ts';
import { announcePlacedOrder, SIDE_LABELS } from '../lib/describe-order.ts';
import { marketClosedTradeText } from '../lib/market-hours-text.ts';
import { tradeErrorMessage } from '../lib/trade-error-message.ts';
import { parseQuantity, validateTrade } from '../lib/trade-validation.ts';
import type { TradingContext } from '../lib/trading-context.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * Quick Trade (docs/product/trading.md#trading-screens): buy/sell toggle, quantity (minimum 1, reset to 1 on blur when empty or below 1;
 * at most the held quantity when selling, the context's largest buy when buying: 999,999, or 9,999 in championships),
 * total, confirm. Opens on the context's side (buy on /portfolio, sell on league pages, docs/product/trading.md#portfolios). Closes after a
 * successful trade. On a short position (`held` negative, docs/product/trading.md#short-selling-and-margin) it offers Cover (at most the shares sold short)
 * and, where short selling is allowed, Short: market orders of POST /api/orders.
 */
export function QuickTradeDialog({
  context = personalTradingContext,
  symbol,
  held,
  price,
  marketOpen,
  market,
  onClose,
}: {
  context?: TradingContext;
  symbol: string;
  held: number;
  price: number;
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
  const trade = usePlaceTrade(context);
  const place = usePlaceOrder(context);
  const quantity = parseQuantity(quantityText);
  const closing = action === 'sell' || action === 'cover';
  const owned = Math.abs(held);
  const max = closing ? owned : context.maxBuyShares;
  const tooMany = closing && quantity > owned;
  const pending = trade.isPending || place.isPending;

  const confirm = () => {
    const problem = validateTrade({ symbol, quantity, price });
    if (problem) return toast({ variant: 'destructive', ...problem });
    if (!marketOpen)
      return toast({ variant: 'destructive', title: 'Market Closed', description: marketClosedTradeText(market) });
    if (action === 'buy' || action === 'sell')
      return trade.mutate({ symbol, action, shares: quantity, price }, { onSuccess: onClose });
    place.mutate(
      { symbol, side: action, quantity, type: 'market', timeInForce: 'day' },
      {
        onSuccess: (order) => {
          if (announcePlacedOrder(order, { rejectedText: '' })) onClose();
        },
        onError: (error) => toast({ variant: 'destructive', ...tradeErrorMessage(error) }),
      },
    );
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
              )}
            >
              {SIDE_LABELS[side]}
            </button>
          ))}
        </div>
        <div className="grid gap-2">
          <label htmlFor={`${id}-qty`} className="text-sm font-medium text-slate-200">
            Quantity
          </label>
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
            disabled={pending || quantity < 1 || tooMany}
            onClick={confirm}
          >
            {pending ? 'Processing...' : `Confirm ${SIDE_LABELS[action]}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
