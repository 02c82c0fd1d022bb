import { isWellFormedSymbol, type StockUpdateMessage, SYMBOL_DEBOUNCE_MS } from '@tradearena/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { OpenOrdersList } from '@/components/open-orders/open-orders-list.tsx';
import { OrderHistory } from '@/components/order-history/order-history.tsx';
import { isSimulated, SimulatedMarketBadge, SimulatedMarketNote } from '@/components/simulated-market.tsx';
import { TradeTicket } from '@/components/trade-ticket/trade-ticket.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useLivePrice, useLivePrices, useLiveSymbols } from '@/lib/live-prices.ts';
import { paths } from '@/lib/paths.ts';
import { type Quote, useQuote } from '@/lib/quote.ts';
import { useOpenOrders } from '@/lib/trading/get-orders.ts';
import type { TradingContext } from '@/lib/trading/trading-context.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import type { Timeframe } from '../api/get-chart.ts';
import { useMarketStatus } from '../api/get-market-status.ts';
import type { Position } from '../api/get-positions.ts';
import { personalTradingContext } from '../api/personal-trading-context.ts';
import { useStockSearch } from '../api/search-stocks.ts';
import { useOrderFills } from '../hooks/use-order-fills.ts';
import { useTradingQueries } from '../hooks/use-trading-queries.ts';
import { ChartPanel } from './chart-panel.tsx';
import { HoldingsList } from './holdings-list.tsx';
import { LiveBadge } from './live-badge.tsx';
import { MarketStatusBanner } from './market-status-banner.tsx';
import { PerformancePanel } from './performance-panel.tsx';
import { QuickTradeDialog } from './quick-trade-dialog.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import { SymbolSearch } from './symbol-search.tsx';
import { UserClock } from './user-clock.tsx';

const DEFAULT_SYMBOL = 'AAPL';

type Tab = 'trade' | 'holdings' | 'orders' | 'history';

/** The symbol a link asked for (`?symbol=MSFT`, e.g. from the screener), else AAPL. */
function initialSymbol(asked: string | null): string {
  const symbol = asked?.trim().toUpperCase();
  return symbol && isWellFormedSymbol(symbol) ? symbol : DEFAULT_SYMBOL;
}

/** The newer of the last stream tick and the last quote for the symbol (a tick may be old after a reconnect). */
export function latestPrice(
  symbol: string,
  tick: StockUpdateMessage | undefined,
  quote: Quote | undefined,
): number | undefined {
  const t = tick?.symbol === symbol ? tick : undefined;
  const q = quote?.symbol === symbol ? quote : undefined;
  if (t && q) return Date.parse(t.timestamp) >= Date.parse(q.timestamp) ? t.price : q.price;
  return t?.price ?? q?.price;
}

/**
 * The trading page: stat tiles, Trade, Holdings, Open Orders and History tabs, search,
 * chart, order ticket and Quick Trade, fills of open orders announced by toast, on the portfolio of `context` — /portfolio by default; league and championship pages pass theirs,
 * their title, back link and header actions (View Leaderboard).
 */
export function TradingPage({
  timeZone,
  context = personalTradingContext,
  title = 'Personal Portfolio',
  back = { to: paths.dashboard.getHref(), label: 'Back to Dashboard' },
  actions,
}: {
  timeZone: string;
  context?: TradingContext;
  title?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  const { portfolio, positions } = useTradingQueries(context);
  const market = useMarketStatus();
  const openOrders = useOpenOrders(context);
  useOrderFills(context, openOrders.data, portfolio.data?.totalTrades);
  const [tab, setTab] = useState<Tab>('trade');
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => initialSymbol(searchParams.get('symbol')));
  const [symbol, setSymbol] = useState<string | null>(() => initialSymbol(searchParams.get('symbol')));
  const [timeframe, setTimeframe] = useState<Timeframe>('5M');
  const [quickTrade, setQuickTrade] = useState<Position | null>(null);

  // Typed text becomes the selection after a pause in typing, and only once the server's search lists
  // that very symbol: a partial one ("NVID") is never selected nor asked a quote. Cleared text deselects at once.
  const settled = useDebouncedValue(text, SYMBOL_DEBOUNCE_MS);
  const confirmation = useStockSearch(settled);
  useEffect(() => {
    if (!text) setSymbol(null);
  }, [text]);
  useEffect(() => {
    if (!settled || confirmation.isPlaceholderData) return;
    if (confirmation.data?.some((m) => m.symbol === settled)) setSymbol(settled);
  }, [settled, confirmation.data, confirmation.isPlaceholderData]);

  const held = positions.data ?? portfolio.data?.positions;
  useLiveSymbols([...(symbol ? [symbol] : []), ...(held ?? []).map((p) => p.symbol)]);
  const live = useLivePrices();
  const tick = useLivePrice(symbol);
  const quote = useQuote(symbol);
  // With no symbol chosen, the index's quote says whether the market is simulated.
  const indexQuote = useQuote(symbol ? null : 'SPY');
  const simulated = isSimulated(quote.data ?? indexQuote.data);
  const price = symbol ? latestPrice(symbol, tick, quote.data) : undefined;
  const heldQuantity = held?.find((p) => p.symbol === symbol)?.quantity ?? 0;
  const quickTradePrice = quickTrade ? (live.get(quickTrade.symbol)?.price ?? quickTrade.currentPrice) : 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <BackLink to={back.to}>{back.label}</BackLink>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-white">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <LiveBadge marketOpen={market.data?.isOpen ?? true} />
          {simulated && <SimulatedMarketBadge />}
          <UserClock timeZone={timeZone} />
        </div>
        {simulated && (
          <div className="basis-full">
            <SimulatedMarketNote />
          </div>
        )}
      </header>
      <MarketStatusBanner status={market.data} timeZone={timeZone} />
      <SummaryTiles portfolio={portfolio.data} holdings={held?.length ?? 0} />
      <PerformancePanel competitionId={context.competitionId} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="h-auto w-full flex-wrap sm:w-auto">
          <TabsTrigger value="trade" className="flex-1 px-3 sm:flex-none sm:px-4">
            Trade
          </TabsTrigger>
          <TabsTrigger value="holdings" className="flex-1 px-3 sm:flex-none sm:px-4">
            Holdings{held && held.length > 0 ? ` (${held.length})` : ''}
          </TabsTrigger>
          <TabsTrigger value="orders" className="flex-1 px-3 sm:flex-none sm:px-4">
            Open Orders{openOrders.data && openOrders.data.length > 0 ? ` (${openOrders.data.length})` : ''}
          </TabsTrigger>
          <TabsTrigger value="history" className="flex-1 px-3 sm:flex-none sm:px-4">
            History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="trade" className="mt-6">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid min-w-0 content-start gap-4">
              <SymbolSearch
                text={text}
                selected={symbol}
                onTextChange={setText}
                onChoose={(s) => {
                  setText(s);
                  setSymbol(s);
                }}
              />
              {symbol && (
                <Link
                  to={paths.stock.getHref(symbol)}
                  className="justify-self-start text-sm font-medium text-emerald-400 hover:text-emerald-300"
                >
                  About {symbol}: profile, key figures and news
                </Link>
              )}
              <ChartPanel
                symbol={symbol}
                quote={quote.data}
                price={price}
                timeframe={timeframe}
                onTimeframe={setTimeframe}
                timeZone={timeZone}
              />
            </div>
            <div className="lg:sticky lg:top-24 lg:self-start">
              <TradeTicket
                context={context}
                symbol={symbol}
                price={price}
                held={heldQuantity}
                market={market.data}
                timeZone={timeZone}
                priceStale={quote.data?.symbol === symbol && quote.data.stale}
                portfolio={portfolio.data}
              />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="holdings" className="mt-6">
          <HoldingsList
            positions={held}
            live={live}
            isLoading={positions.isPending}
            onQuickTrade={setQuickTrade}
            onStartTrading={() => setTab('trade')}
          />
        </TabsContent>
        <TabsContent value="orders" className="mt-6">
          <OpenOrdersList
            orders={openOrders.data}
            isLoading={openOrders.isPending}
            timeZone={timeZone}
            onStartTrading={() => setTab('trade')}
          />
        </TabsContent>
        <TabsContent value="history" className="mt-6">
          <OrderHistory source={{ kind: 'own', competitionId: context.competitionId }} timeZone={timeZone} />
        </TabsContent>
      </Tabs>
      {quickTrade && (
        <QuickTradeDialog
          context={context}
          symbol={quickTrade.symbol}
          held={held?.find((p) => p.symbol === quickTrade.symbol)?.quantity ?? quickTrade.quantity}
          price={quickTradePrice}
          buyingPower={portfolio.data?.buyingPower}
          marketOpen={market.data?.isOpen ?? true}
          market={market.data}
          onClose={() => setQuickTrade(null)}
        />
      )}
    </div>
  );
}
