import { useQueries } from '@tanstack/react-query';
import { Star, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatPercent } from '@/lib/format.ts';
import { UNKNOWN } from '@/lib/format-figures.ts';
import { useLivePrices, useLiveSymbols } from '@/lib/live-prices.ts';
import { paths } from '@/lib/paths.ts';
import { quoteQueryOptions } from '@/lib/quote.ts';
import { useToggleWatchlist, useWatchlist } from '@/lib/watchlist.ts';

/**
 * The dashboard's Watchlist card: each watched stock with its live price and day change (the stream's ticks, the
 * last quote until one arrives), a link to its page and a remove button. Stars on stock pages fill it.
 */
export function WatchlistCard() {
  const list = useWatchlist();
  const toggle = useToggleWatchlist();
  const symbols = list.data?.symbols ?? [];
  useLiveSymbols(symbols);
  const live = useLivePrices();
  const quotes = useQueries({ queries: symbols.map((s) => quoteQueryOptions(s)) });

  return (
    <section aria-labelledby="watchlist-title">
      <h2 id="watchlist-title" className="text-lg font-semibold text-white">
        Watchlist
      </h2>
      {list.data && symbols.length === 0 && (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-800 p-5 text-sm text-slate-400">
          <Star className="mr-2 inline size-4" aria-hidden="true" />
          Stocks you star on a stock page appear here with their live prices. Find one in the{' '}
          <Link to={paths.screener.getHref()} className="text-emerald-400 hover:text-emerald-300">
            screener
          </Link>
          .
        </p>
      )}
      {symbols.length > 0 && (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {symbols.map((symbol, i) => {
            const tick = live.get(symbol);
            const quote = quotes[i]?.data;
            const price = tick?.price ?? quote?.price;
            const changePercent = tick?.changePercent ?? quote?.changePercent;
            return (
              <li
                key={symbol}
                className="flex items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 px-4 py-3"
              >
                <Link to={paths.stock.getHref(symbol)} className="font-semibold text-white hover:underline">
                  {symbol}
                </Link>
                <span className="tabular ml-auto text-white" data-testid={`watch-price-${symbol}`}>
                  {price === undefined ? UNKNOWN : formatCurrency(price)}
                </span>
                <span
                  className={cn(
                    'tabular w-20 text-right text-sm',
                    (changePercent ?? 0) >= 0 ? 'text-emerald-400' : 'text-red-400',
                  )}
                >
                  {changePercent === undefined ? UNKNOWN : formatPercent(changePercent)}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${symbol} from watchlist`}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ symbol, watch: false })}
                  className="grid size-8 place-items-center rounded-lg text-slate-400 hover:bg-slate-800 hover:text-white"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
