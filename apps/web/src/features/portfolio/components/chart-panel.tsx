import { TIMEFRAMES } from '@tradearena/contracts';
import { LineChart } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatPercent, formatPrice } from '@/lib/format.ts';
import { useLivePrice } from '@/lib/live-prices.ts';
import type { Quote } from '@/lib/quote.ts';
import { type Timeframe, useChart } from '../api/get-chart.ts';
import { applyTick, toChartCandles } from '../lib/chart-points.ts';
import { PriceChart } from './price-chart.tsx';

/**
 * The selected stock's header (name, live price, day change) and its candlestick chart with the 5M/1D/1W buttons.
 * Until usable points exist the chart shows "Loading {symbol} chart..." (docs/product/trading.md#prices-and-quotes).
 */
export function ChartPanel({
  symbol,
  quote,
  price,
  timeframe,
  onTimeframe,
  timeZone,
}: {
  symbol: string | null;
  quote: Quote | undefined;
  price: number | undefined;
  timeframe: Timeframe;
  onTimeframe: (t: Timeframe) => void;
  timeZone: string;
}) {
  const chart = useChart(symbol, timeframe);
  const tick = useLivePrice(symbol);
  const base = useMemo(() => toChartCandles(chart.data), [chart.data]);
  // The server's candles, with every live tick since they arrived folded into the last candle(s).
  const [candles, setCandles] = useState(base);
  useEffect(() => setCandles(base), [base]);
  useEffect(() => {
    if (tick && tick.symbol === symbol) setCandles((c) => applyTick(c, tick, timeframe));
  }, [tick, symbol, timeframe]);
  const change = tick?.symbol === symbol ? tick?.change : quote?.change;
  const changePercent = tick?.symbol === symbol ? tick?.changePercent : quote?.changePercent;
  const unknown = isApiError(chart.error, 404);

  return (
    <section
      aria-label="Price chart"
      className="min-w-0 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-baseline gap-2">
            <span className="text-2xl font-bold text-white">{symbol ?? 'No stock selected'}</span>
            {quote && quote.symbol === symbol && <span className="truncate text-sm text-slate-400">{quote.name}</span>}
          </h2>
          {symbol && price !== undefined && (
            <p className="mt-1 flex items-baseline gap-3">
              <span className="tabular text-3xl font-bold text-white" data-testid="live-price">
                {formatCurrency(price)}
              </span>
              {change !== undefined && changePercent !== undefined && (
                <span
                  className={cn('tabular text-sm font-semibold', change >= 0 ? 'text-emerald-400' : 'text-red-400')}
                >
                  {change >= 0 ? '+' : ''}
                  {formatPrice(change)} ({formatPercent(changePercent)})
                </span>
              )}
            </p>
          )}
        </div>
        <fieldset className="flex rounded-lg border border-slate-800 bg-slate-950/60 p-1">
          <legend className="sr-only">Chart timeframe</legend>
          {TIMEFRAMES.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={timeframe === t}
              onClick={() => onTimeframe(t)}
              className={cn(
                'h-8 min-w-12 rounded-md px-3 text-sm font-semibold transition-colors',
                timeframe === t ? 'bg-emerald-500 text-slate-950' : 'text-slate-400 hover:text-white',
              )}
            >
              {t}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-4">
        {!symbol ? (
          <div className="grid h-72 place-items-center rounded-xl border border-dashed border-slate-800 text-center sm:h-80 lg:h-96">
            <div className="grid justify-items-center gap-2 text-slate-400">
              <LineChart className="size-8 text-slate-600" aria-hidden="true" />
              <p>Search for a stock or pick a popular one to see its chart.</p>
            </div>
          </div>
        ) : unknown ? (
          <div className="grid h-72 place-items-center text-center text-slate-400 sm:h-80 lg:h-96">
            <p>
              No stock found for <span className="font-semibold text-white">{symbol}</span>. Check the symbol and try
              again.
            </p>
          </div>
        ) : candles.length === 0 ? (
          <div className="grid h-72 place-items-center sm:h-80 lg:h-96">
            <div className="grid justify-items-center gap-3 text-slate-400">
              <Spinner className="size-8" label={`Loading ${symbol} chart...`} />
              <p>Loading {symbol} chart...</p>
            </div>
          </div>
        ) : (
          <PriceChart
            key={`${symbol}-${timeframe}`}
            candles={candles}
            timeframe={timeframe}
            timeZone={timeZone}
            label={`${symbol} ${timeframe} candlestick chart`}
          />
        )}
      </div>
    </section>
  );
}
