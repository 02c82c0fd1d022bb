import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency, formatPercent, formatPrice } from '@/lib/format.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useReplayPrices } from '../api/replay-prices.ts';
import { useReplayPortfolio, useReplayQuote, useReplayTrade } from '../api/replay-queries.ts';

/** The symbols offered first: the index fund and well-known names of several sectors (any symbol may be typed). */
const SYMBOLS = ['SPY', 'QQQ', 'AAPL', 'MSFT', 'NVDA', 'AMZN', 'JPM', 'XOM', 'KO', 'JNJ'] as const;

/**
 * The replay's order ticket: a symbol at the replay's own price (its first quote, then the stream's ticks), a quantity,
 * Buy or Sell. Orders are market orders and fill at once at the server's replay price; the player's cash and value in
 * the replay are shown above.
 */
export function ReplayTicket({ competitionId, running }: { competitionId: number; running: boolean }) {
  const [symbol, setSymbol] = useState<string>('SPY');
  const [shares, setShares] = useState('10');
  const quote = useReplayQuote(competitionId, symbol);
  const tick = useReplayPrices(competitionId, SYMBOLS, running).get(symbol);
  const price = tick ?? quote.data;
  const portfolio = useReplayPortfolio(competitionId, true);
  const trade = useReplayTrade(competitionId);
  const quantity = Number(shares);
  const ready = running && Number.isInteger(quantity) && quantity > 0 && !trade.isPending;

  const place = (side: 'buy' | 'sell') => (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    trade.mutate(
      { symbol, side, quantity },
      {
        onSuccess: (r) =>
          toast({
            variant: 'success',
            title: `${side === 'buy' ? 'Bought' : 'Sold'} ${r.trade.shares} ${r.trade.symbol}`,
            description: `at ${formatPrice(r.trade.price)}`,
          }),
        onError: (error) => toastError('Order refused', error, 'Please try again.'),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Trade</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {portfolio.data && (
          <dl className="grid grid-cols-3 gap-2 text-sm" aria-label="Your replay portfolio">
            <div>
              <dt className="text-slate-400">Value</dt>
              <dd data-testid="replay-value">{formatCurrency(portfolio.data.totalValue)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">Cash</dt>
              <dd data-testid="replay-cash">{formatCurrency(portfolio.data.cashBalance)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">Return</dt>
              <dd>{formatPercent(portfolio.data.totalReturn)}</dd>
            </div>
          </dl>
        )}
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={place('buy')} aria-label="Replay order">
          <FormField id="replay-symbol" label="Symbol">
            <Select id="replay-symbol" value={symbol} onChange={(e) => setSymbol(e.target.value)}>
              {SYMBOLS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="replay-shares" label="Shares">
            <Input
              id="replay-shares"
              inputMode="numeric"
              value={shares}
              onChange={(e) => setShares(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <p className="text-sm text-slate-300 sm:col-span-2" data-testid="replay-price">
            {price ? `${symbol} ${formatPrice(price.price)} (${formatPercent(price.changePercent)} today)` : '—'}
          </p>
          <Button type="submit" disabled={!ready}>
            Buy
          </Button>
          <Button type="button" variant="outline" disabled={!ready} onClick={() => place('sell')()}>
            Sell
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
