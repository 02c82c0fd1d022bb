import { STALE_MS, STREAM_DEFAULT_SYMBOLS } from '@tradearena/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { useLivePrices, useLiveSymbols } from '@/lib/live-prices.ts';
import { paths } from '@/lib/paths.ts';
import { useScreener } from '../api/get-screener.ts';
import { screenStocks, sectorsOf } from '../lib/screen-stocks.ts';
import { filtersFromForm, formFromParams, paramsFromForm, type ScreenerField } from '../lib/screener-form.ts';
import { withLiveTick } from '../lib/with-live-tick.ts';
import { ScreenerCards } from './screener-cards.tsx';
import { ScreenerFilters } from './screener-filters.tsx';
import { ScreenerTable } from './screener-table.tsx';

/** Rows at the top of the results that get live prices (with the ten default symbols, within the stream's 50). */
export const LIVE_ROWS = 30;

/**
 * /screener (docs/product/trading.md#trending-and-screener): filter and sort every tradable stock by sector, price, day change, volume, beta and 52-week
 * range. The filters live in the URL, so Back from a stock returns to the same screen. The top rows tick live; the
 * whole list refreshes every 30 s.
 */
export function ScreenerPage() {
  const [params, setParams] = useSearchParams();
  // Everything but the live pass depends only on the URL and the loaded list, not on each tick.
  const form = useMemo(() => formFromParams(params), [params]);
  const filters = useMemo(() => filtersFromForm(form), [form]);
  const screener = useScreener({ refetchInterval: STALE_MS.screener });
  const all = useMemo(() => screener.data?.stocks ?? [], [screener.data]);
  const sectors = useMemo(() => sectorsOf(all), [all]);

  const top = useMemo(
    () =>
      screenStocks(all, filters)
        .slice(0, LIVE_ROWS)
        .map((s) => s.symbol),
    [all, filters],
  );
  useLiveSymbols(top);
  const ticks = useLivePrices();
  // Only symbols subscribed now: a tick kept from an earlier subscription may be older than the list.
  const live = useMemo(() => new Set<string>([...STREAM_DEFAULT_SYMBOLS, ...top]), [top]);
  const stocks = useMemo(
    () =>
      screenStocks(
        all.map((s) => withLiveTick(s, live.has(s.symbol) ? ticks.get(s.symbol) : undefined)),
        filters,
      ),
    [all, filters, live, ticks],
  );

  const change = (field: ScreenerField, value: string) =>
    setParams(paramsFromForm({ ...form, [field]: value }), { replace: true });
  const reset = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.education.getHref()}>Back to Education</BackLink>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">Stock Screener</h1>
        <p className="mt-2 text-slate-400">
          Filter and sort every stock you can trade by sector, price, day change, volume, beta and 52-week range. Open a
          stock to trade it.
        </p>
      </header>
      <ScreenerFilters form={form} sectors={sectors} onChange={change} onReset={reset} />
      <section aria-labelledby="screener-results-title" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="screener-results-title" className="text-lg font-semibold text-white">
            Results
          </h2>
          {screener.data && (
            <p aria-live="polite" className="text-sm text-slate-400">
              {stocks.length} of {all.length} stocks
            </p>
          )}
        </div>
        {screener.isPending ? (
          <SkeletonList count={8} label="Loading stocks" />
        ) : screener.isError && !screener.data ? (
          <RetryAlert message="The stock screener is unavailable right now." onRetry={() => void screener.refetch()} />
        ) : stocks.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-8 text-center">
            <p className="font-semibold text-white">No stocks match these filters</p>
            <Button variant="outline" onClick={reset}>
              Reset
            </Button>
          </div>
        ) : (
          <>
            <div className="hidden md:block">
              <ScreenerTable stocks={stocks} />
            </div>
            <div className="md:hidden">
              <ScreenerCards stocks={stocks} />
            </div>
            <p className="text-xs text-slate-400">
              Prices of the first {LIVE_ROWS} rows update live; the list refreshes every 30 seconds. Beta and the
              52-week range show '—' where the market-data source does not give them.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
