import type { StockFundamentals, StockProfile } from '@tradearena/contracts';
import { keyFiguresAt, toCents } from '@tradearena/domain';
import { Star } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { EtfBadge } from '@/components/etf-badge.tsx';
import { OpenOrdersList } from '@/components/open-orders/open-orders-list.tsx';
import { isSimulated, SimulatedMarketBadge, SimulatedMarketNote } from '@/components/simulated-market.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatCurrency, formatPercent, formatVolume } from '@/lib/format.ts';
import { formatBeta, formatLargeNumber, formatMarketCap, formatWeek52, UNKNOWN } from '@/lib/format-figures.ts';
import { formatDate, formatInstant } from '@/lib/format-in-zone.ts';
import { formatTimeAgo } from '@/lib/format-time-ago.ts';
import { useLivePrice, useLiveSymbols } from '@/lib/live-prices.ts';
import { paths } from '@/lib/paths.ts';
import { useQuote } from '@/lib/quote.ts';
import { storyTime } from '@/lib/story-time.ts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';
import { useOpenOrders } from '@/lib/trading/get-orders.ts';
import { useNow } from '@/lib/use-now.ts';
import { useToggleWatchlist, useWatchlist } from '@/lib/watchlist.ts';
import type { Timeframe } from '../api/get-chart.ts';
import { useStockProfile } from '../api/get-stock-profile.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';
import { useTradingQueries } from '../hooks/use-trading-queries.ts';
import { ChartPanel } from './chart-panel.tsx';
import { EtfFacts } from './etf-facts.tsx';
import { latestPrice } from './trading-page.tsx';
import { UpcomingCorporateActions } from './upcoming-corporate-actions.tsx';

/**
 * Each key figure with the one line a student needs to read it; '—' where the market-data source has no value.
 * Market cap, P/E and dividend yield follow the live `price` (the domain's rule, as the server computes them) when the
 * source gives fundamentals.
 */
function keyFigures(p: StockProfile, price: number): { label: string; value: string; hint: string }[] {
  const f = p.fundamentals;
  const live = f
    ? keyFiguresAt(toCents(price), {
        sharesOutstanding: f.sharesOutstanding,
        epsCents: toCents(f.eps),
        dividendPerShareCents: toCents(f.annualDividend),
      })
    : p;
  return [
    {
      label: 'Market cap',
      value: formatMarketCap(live.marketCap),
      hint: 'What all of the company’s shares are worth together: share price × number of shares.',
    },
    {
      label: 'P/E ratio',
      value: live.peRatio === null ? UNKNOWN : live.peRatio.toFixed(1),
      hint: 'Price divided by a year’s earnings per share: how many dollars buyers pay for $1 of profit.',
    },
    {
      label: 'Dividend yield',
      value: live.dividendYield === null ? UNKNOWN : `${live.dividendYield.toFixed(2)}%`,
      hint: 'The cash the company pays its owners each year, as a percent of the share price.',
    },
    {
      label: '52-week range',
      value: formatWeek52(p),
      hint: 'The lowest and highest price of the past year: where today’s price sits between them.',
    },
    {
      label: 'Beta',
      value: formatBeta(p.beta),
      hint: 'How much the stock tends to move with the market: above 1 swings more, below 1 less.',
    },
    {
      label: 'Volume',
      value: formatVolume(p.volume),
      hint: 'How many shares changed hands today: high volume means many buyers and sellers.',
    },
  ];
}

/** Where the company figures behind the ratios come from, and the date they describe. */
function FundamentalsSource({ fundamentals: f }: { fundamentals: StockFundamentals }) {
  const asOf = formatDate(new Date(`${f.asOf}T12:00:00Z`), 'UTC');
  return (
    <p className="text-xs text-slate-400">
      Company figures, approximate, as of {asOf}: {formatLargeNumber(f.sharesOutstanding)} shares, earnings of{' '}
      {formatCurrency(f.eps)} a share over the past year, dividends of {formatCurrency(f.annualDividend)} a share a
      year. The ratios use the live price.
    </p>
  );
}

/** " · 2 hours ago", the exact time in the player's zone on hover; nothing for a story without a time. */
function StoryAge({ timePublished, timeZone }: { timePublished: string; timeZone: string }) {
  const now = useNow(60_000);
  const at = storyTime(timePublished);
  if (!at) return null;
  return (
    <>
      {' · '}
      <time dateTime={at.toISOString()} title={formatInstant(at, timeZone)}>
        {formatTimeAgo(now - at.getTime())}
      </time>
    </>
  );
}

function WatchStar({ symbol }: { symbol: string }) {
  const list = useWatchlist();
  const toggle = useToggleWatchlist();
  const watched = list.data?.symbols.includes(symbol) ?? false;
  return (
    <Button
      variant="outline"
      aria-pressed={watched}
      disabled={!list.data || toggle.isPending}
      onClick={() => toggle.mutate({ symbol, watch: !watched })}
    >
      <Star className={watched ? 'fill-amber-400 text-amber-400' : undefined} aria-hidden="true" />
      {watched ? 'On your watchlist' : 'Add to watchlist'}
    </Button>
  );
}

/**
 * One of the player's portfolios as the stock page lists it: its name, the link that opens its trading page on the
 * stock, and its competition (null for the personal portfolio).
 */
export interface StockPortfolio {
  label: string;
  href: string;
  competition: { id: number; kind: 'league' | 'championship' } | null;
}

/** The player's position in the stock and its open orders there in one portfolio, with Trade for that portfolio. */
function PortfolioPosition({
  portfolio,
  symbol,
  timeZone,
}: {
  portfolio: StockPortfolio;
  symbol: string;
  timeZone: string;
}) {
  const id = portfolio.competition?.id;
  const kind = portfolio.competition?.kind;
  const context = useMemo(
    () => (id === undefined || kind === undefined ? personalTradingContext : competitionTradingContext(id, kind)),
    [id, kind],
  );
  const { portfolio: summary, positions } = useTradingQueries(context);
  const orders = useOpenOrders(context);
  const held = (positions.data ?? summary.data?.positions)?.find((p) => p.symbol === symbol);
  const mine = orders.data?.filter((o) => o.symbol === symbol);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-white">
          {portfolio.label}
        </h3>
        <Button asChild size="sm">
          <Link to={portfolio.href} aria-label={`Trade ${symbol} in ${portfolio.label}`}>
            Trade {symbol}
          </Link>
        </Button>
      </div>
      {held ? (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-slate-400">{held.side === 'short' ? 'Shares short' : 'Shares'}</dt>
            <dd className="tabular text-lg font-semibold text-white">{Math.abs(held.quantity)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-400">Average price</dt>
            <dd className="tabular text-lg font-semibold text-white">{formatCurrency(held.averagePrice)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-400">Market value</dt>
            <dd className="tabular text-lg font-semibold text-white">{formatCurrency(held.marketValue)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-400">Unrealized P&amp;L</dt>
            <dd className="tabular text-lg font-semibold text-white">
              {formatCurrency(held.unrealizedPL)} ({formatPercent(held.profitLossPercent)})
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-400">You hold no {symbol} shares here.</p>
      )}
      {mine && mine.length > 0 && (
        <OpenOrdersList orders={mine} isLoading={orders.isPending} timeZone={timeZone} onStartTrading={() => {}} />
      )}
    </section>
  );
}

/** The player's position and open orders in the stock in each of their portfolios. */
function YourPosition({
  symbol,
  portfolios,
  timeZone,
}: {
  symbol: string;
  portfolios: readonly StockPortfolio[];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="stock-position" className="grid gap-4">
      <h2 id="stock-position" className="text-xl font-semibold text-white">
        Your position
      </h2>
      {portfolios.map((p) => (
        <PortfolioPosition key={p.href} portfolio={p} symbol={symbol} timeZone={timeZone} />
      ))}
    </section>
  );
}

/**
 * A stock's page (/stocks/{symbol}): who the company is, its key figures explained, its next dividend or split, the
 * live chart, the news that names it, a watchlist star, and the player's position and open orders in it in each of
 * their `portfolios` (the personal one when none are given) with a Trade link per portfolio that opens its trading page on the symbol. The
 * "Simulated market" badge and note show while the quote is simulated, as on the trading page.
 */
export function StockPage({
  symbol,
  timeZone,
  portfolios,
}: {
  symbol: string;
  timeZone: string;
  portfolios?: readonly StockPortfolio[];
}) {
  const profile = useStockProfile(symbol);
  const [timeframe, setTimeframe] = useState<Timeframe>('5M');
  useLiveSymbols(profile.data ? [symbol] : []);
  const tick = useLivePrice(symbol);
  const quote = useQuote(profile.data ? symbol : null);
  const back = <BackLink to={paths.portfolio.getHref()}>Back to Portfolio</BackLink>;

  if (profile.isPending) return <Spinner label={`Loading ${symbol}`} />;
  if (profile.isError) {
    const unknown = isApiError(profile.error, 404);
    return (
      <div className="grid gap-4">
        {back}
        <h1 className="text-3xl font-bold text-white">{symbol}</h1>
        <ErrorAlert
          message={
            unknown
              ? `No listed stock has the symbol ${symbol}. Search for it on the trading page.`
              : 'This stock cannot be shown right now. Please try again.'
          }
        />
      </div>
    );
  }
  const p = profile.data;
  const price = latestPrice(p.symbol, tick, quote.data) ?? p.price;
  const simulated = isSimulated(quote.data);
  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {back}
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-white">
            {p.name} <span className="text-slate-400">({p.symbol})</span>
          </h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-emerald-400">
            {p.type === 'etf' && <EtfBadge />}
            {p.sector}
          </p>
          <p className="mt-2 max-w-2xl text-slate-300">{p.description}</p>
          {simulated && (
            <div className="mt-2">
              <SimulatedMarketNote />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {simulated && <SimulatedMarketBadge />}
          <WatchStar symbol={p.symbol} />
        </div>
      </header>
      <ChartPanel
        symbol={p.symbol}
        quote={quote.data}
        price={price}
        timeframe={timeframe}
        onTimeframe={setTimeframe}
        timeZone={timeZone}
      />
      <section aria-labelledby="stock-figures" className="grid gap-4">
        <h2 id="stock-figures" className="text-xl font-semibold text-white">
          Key figures
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {keyFigures(p, price).map((f) => (
            <div key={f.label} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
              <dt className="text-sm text-slate-400">{f.label}</dt>
              <dd className="tabular mt-1 text-xl font-semibold text-white">{f.value}</dd>
              <dd className="mt-1 text-xs text-slate-400">{f.hint}</dd>
            </div>
          ))}
        </dl>
        {p.fundamentals && <FundamentalsSource fundamentals={p.fundamentals} />}
      </section>
      {p.type === 'etf' && <EtfFacts profile={p} />}
      <UpcomingCorporateActions symbol={p.symbol} />
      <YourPosition
        symbol={p.symbol}
        portfolios={portfolios ?? [{ label: 'Personal', href: paths.portfolio.getHref(p.symbol), competition: null }]}
        timeZone={timeZone}
      />
      <section aria-labelledby="stock-news" className="grid gap-3">
        <h2 id="stock-news" className="text-xl font-semibold text-white">
          News about {p.symbol}
        </h2>
        {p.news.length === 0 ? (
          <p className="text-sm text-slate-400">No recent stories name {p.symbol}.</p>
        ) : (
          <ul className="grid gap-3">
            {p.news.map((n) => (
              <li key={n.id} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
                <a href={n.url} target="_blank" rel="noreferrer" className="font-semibold text-white hover:underline">
                  {n.title}
                </a>
                <p className="mt-1 text-xs text-slate-400">
                  {n.source}
                  {n.simulated ? ' · simulated story' : ''}
                  <StoryAge timePublished={n.time_published} timeZone={timeZone} />
                </p>
                <p className="mt-2 text-sm text-slate-300">{n.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
