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
import { usePlaceTrade } from '../api/place-trade.ts';
import { marketClosedTradeText } from '../lib/market-hours-text.ts';
import { parseQuantity, validateTrade } from '../lib/trade-validation.ts';
import type { TradingContext } from '../lib/trading-context.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * Quick Trade (spec 01 §2/§5): buy/sell toggle, quantity (minimum 1, reset to 1 on blur when empty or below 1;
 * at most the held quantity when selling, the context's largest buy when buying: 999,999, or 9,999 in championships),
 * total, confirm. Opens on the context's side (buy on /portfolio, sell on league pages, spec 02 §2). Closes after a
 * successful trade.
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
  const [action, setAction] = useState<'buy' | 'sell'>(context.quickTradeAction);
  const [quantityText, setQuantityText] = useState('1');
  const trade = usePlaceTrade(context);
  const quantity = parseQuantity(quantityText);
  const max = action === 'sell' ? held : context.maxBuyShares;
  const tooMany = action === 'sell' && quantity > held;

  const confirm = () => {
    const problem = validateTrade({ symbol, quantity, price });
    if (problem) return toast({ variant: 'destructive', ...problem });
    if (!marketOpen)
      return toast({ variant: 'destructive', title: 'Market Closed', description: marketClosedTradeText(market) });
    trade.mutate({ symbol, action, shares: quantity, price }, { onSuccess: onClose });
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
            You hold {held.toLocaleString('en-US')} {held === 1 ? 'share' : 'shares'}. Current price{' '}
            {formatCurrency(price)} a share.
          </DialogDescription>
        </DialogHeader>
        <div
          role="radiogroup"
          aria-label="Order side"
          className="grid grid-cols-2 gap-1 rounded-xl border border-slate-800 bg-slate-950/60 p-1"
        >
          {(['buy', 'sell'] as const).map((side) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented toggle styled as buttons.
            <button
              key={side}
              type="button"
              role="radio"
              aria-checked={action === side}
              onClick={() => {
                setAction(side);
                if (side === 'sell' && quantity > held) setQuantityText(String(Math.max(1, held)));
              }}
              className={cn(
                'h-10 rounded-lg text-sm font-semibold capitalize transition-colors',
                action === side
                  ? side === 'buy'
                    ? 'bg-emerald-500 text-slate-950'
                    : 'bg-red-600 text-white'
                  : 'text-slate-400 hover:text-white',
              )}
            >
              {side === 'buy' ? 'Buy' : 'Sell'}
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
          {tooMany && <p className="text-sm text-red-300">You only hold {held.toLocaleString('en-US')} shares.</p>}
        </div>
        <dl className="flex items-center justify-between rounded-xl bg-slate-950/50 p-4 text-sm">
          <dt className="text-slate-400">{action === 'buy' ? 'Total cost' : 'Total proceeds'}</dt>
          <dd className="tabular text-lg font-bold text-white">{formatCurrency(quantity * price)}</dd>
        </dl>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={action === 'sell' ? 'destructive' : 'default'}
            disabled={trade.isPending || quantity < 1 || tooMany}
            onClick={confirm}
          >
            {trade.isPending ? 'Processing...' : `Confirm ${action === 'buy' ? 'Buy' : 'Sell'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
