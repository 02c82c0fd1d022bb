import { Clock3, WifiOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency } from '@/lib/format.ts';
import { formatInstant } from '@/lib/format-in-zone.ts';
import type { MarketStatus } from '../api/get-market-status.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';
import { usePlaceTrade } from '../api/place-trade.ts';
import { marketHolidayName } from '../lib/market-holiday.ts';
import { marketClosedTradeText, marketHoursText } from '../lib/market-hours-text.ts';
import { parseQuantity, validateTrade } from '../lib/trade-validation.ts';
import type { TradingContext } from '../lib/trading-context.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * The order form of the Trade tab (spec 01 §2/§5): quantity stepper, price per share, total cost, Buy and Sell.
 * Buttons are disabled at quantity 0 and show "Processing..." while an order is pending; the checks of spec 01 §5
 * and a closed market answer with a red toast instead of sending. A stale price (the data provider failing) is
 * shown with a notice: the server fills no order at it. Orders go to the portfolio of `context` (personal by
 * default), at most its largest buy.
 */
export function TradeTicket({
  context = personalTradingContext,
  symbol,
  price,
  held,
  market,
  timeZone,
  priceStale = false,
}: {
  context?: TradingContext;
  symbol: string | null;
  price: number | undefined;
  held: number;
  market: MarketStatus | undefined;
  timeZone: string;
  /** The server's quote is not the provider's current price. */
  priceStale?: boolean;
}) {
  const id = useId();
  const [quantityText, setQuantityText] = useState('1');
  const [pending, setPending] = useState<'buy' | 'sell' | null>(null);
  const trade = usePlaceTrade(context);
  const quantity = parseQuantity(quantityText);
  const total = price !== undefined ? quantity * price : undefined;
  const closed = market !== undefined && !market.isOpen;
  const holiday = closed ? marketHolidayName(market) : null;

  const submit = (action: 'buy' | 'sell') => {
    const problem = validateTrade({ symbol, quantity, price });
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    if (closed) {
      toast({ variant: 'destructive', title: 'Market Closed', description: marketClosedTradeText(market) });
      return;
    }
    setPending(action);
    trade.mutate({ symbol: symbol!, action, shares: quantity, price: price! }, { onSettled: () => setPending(null) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        Place an order
      </h2>
      {closed && (
        <Alert className="mt-4 border-amber-500/40 bg-amber-500/10 text-amber-100">
          <Clock3 aria-hidden="true" />
          <div>
            <AlertTitle>Market Closed</AlertTitle>
            <AlertDescription>
              {holiday && <>Closed today for {holiday}. </>}
              Trading is only available during market hours: {marketHoursText(market)}.
              {market && <> Opens {formatInstant(new Date(market.nextOpenAt), timeZone)}.</>}
            </AlertDescription>
          </div>
        </Alert>
      )}
      {priceStale && !closed && (
        <Alert className="mt-4 border-amber-500/40 bg-amber-500/10 text-amber-100">
          <WifiOff aria-hidden="true" />
          <div>
            <AlertTitle>Live price unavailable</AlertTitle>
            <AlertDescription>
              The market data provider is not answering, so this is its last known price. Orders can be placed again
              once live prices return.
            </AlertDescription>
          </div>
        </Alert>
      )}
      <div className="mt-4 grid gap-4">
        <div className="grid gap-2">
          <label htmlFor={`${id}-qty`} className="text-sm font-medium text-slate-200">
            Quantity (shares)
          </label>
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
        </div>
        <dl className="grid gap-2 rounded-xl bg-slate-950/50 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Price per share</dt>
            <dd className="tabular font-semibold text-white" data-testid="price-per-share">
              {price !== undefined ? formatCurrency(price) : '—'}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-800 pt-2">
            <dt className="text-slate-400">Total cost</dt>
            <dd className="tabular text-lg font-bold text-white" data-testid="total-cost">
              {total !== undefined ? formatCurrency(total) : '—'}
            </dd>
          </div>
        </dl>
        <div className="grid grid-cols-2 gap-3">
          <Button
            size="lg"
            disabled={quantity <= 0 || trade.isPending}
            onClick={() => submit('buy')}
            className="bg-emerald-500 hover:bg-emerald-400"
          >
            {pending === 'buy' ? 'Processing...' : 'Buy'}
          </Button>
          <Button
            size="lg"
            variant="destructive"
            disabled={quantity <= 0 || trade.isPending}
            onClick={() => submit('sell')}
          >
            {pending === 'sell' ? 'Processing...' : 'Sell'}
          </Button>
        </div>
        <p className="text-xs leading-relaxed text-slate-400">
          Orders fill at the latest market price, which may differ slightly from the price shown. Virtual money only.
        </p>
      </div>
    </section>
  );
}
