import { useQuery } from '@tanstack/react-query';
import type { ReplayDetail } from '@tradearena/contracts';
import { useMemo, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { OpenOrdersList } from '@/components/open-orders/open-orders-list.tsx';
import type { TradingHalt } from '@/components/trade-ticket/ticket-notices.tsx';
import { TradeTicket } from '@/components/trade-ticket/trade-ticket.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Select } from '@/components/ui/select.tsx';
import { formatCurrency, formatPercent, formatPrice } from '@/lib/format.ts';
import { useOpenOrders } from '@/lib/trading/get-orders.ts';
import { useNow } from '@/lib/use-now.ts';
import { useReplayPrices } from '../api/replay-prices.ts';
import { REPLAY_STATUS_MS, useReplayQuote } from '../api/replay-queries.ts';
import { replayTradingContext } from '../api/replay-trading-context.ts';

/** The symbols offered: the index fund and well-known names of several sectors. */
const SYMBOLS = ['SPY', 'QQQ', 'AAPL', 'MSFT', 'NVDA', 'AMZN', 'JPM', 'XOM', 'KO', 'JNJ'] as const;

/**
 * The ticket has no closed-market notice to show in a replay (it gets no market status), so no time zone is ever
 * shown; the replay's clock is the exchange's.
 */
const REPLAY_TIME_ZONE = 'America/New_York';

/**
 * Why the replay's ticket takes no order now: before its start and after its end the server refuses them (README
 * "Replay events"). The end is also taken from `endsAt` at once, not only from the status read every 10 s.
 */
export function replayHalt(replay: Pick<ReplayDetail, 'status' | 'endsAt'>, now: number): TradingHalt | undefined {
  if (replay.status === 'finished' || now >= Date.parse(replay.endsAt))
    return { title: 'The replay is over', description: 'No more orders: the standings are final.' };
  if (replay.status === 'scheduled')
    return { title: 'Not open yet', description: 'Trading opens when the replay starts, at Day 1 09:30.' };
  return undefined;
}

/**
 * Trading in a replay event with the one trade ticket (every order type; Short where the event allows it): a symbol
 * at the replay's own price (its first quote, then the stream's ticks), the player's value, cash and return in the
 * replay, and the orders still open there, each with Cancel. Nothing here shows a date: orders are listed by their
 * terms only.
 */
export function ReplayTradePanel({ replay }: { replay: ReplayDetail }) {
  const [symbol, setSymbol] = useState<string>('SPY');
  const { id, competitionId, shortSellingAllowed } = replay;
  const context = useMemo(
    () => replayTradingContext({ id, competitionId, shortSellingAllowed }),
    [id, competitionId, shortSellingAllowed],
  );
  const halted = replayHalt(replay, useNow());
  const quote = useReplayQuote(competitionId, symbol);
  const tick = useReplayPrices(competitionId, SYMBOLS, replay.status === 'running').get(symbol);
  const price = tick ?? quote.data;
  const portfolio = useQuery({ ...context.portfolio, refetchInterval: REPLAY_STATUS_MS });
  const positions = useQuery({ ...context.positions, refetchInterval: REPLAY_STATUS_MS });
  const openOrders = useOpenOrders(context);
  const held = positions.data?.find((p) => p.symbol === symbol)?.quantity ?? 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card>
        <CardHeader>
          <CardTitle>Your replay portfolio</CardTitle>
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
          <FormField id="replay-symbol" label="Symbol">
            <Select id="replay-symbol" value={symbol} onChange={(e) => setSymbol(e.target.value)}>
              {SYMBOLS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </FormField>
          <p className="text-sm text-slate-300" data-testid="replay-price">
            {price ? `${symbol} ${formatPrice(price.price)} (${formatPercent(price.changePercent)} today)` : '—'}
          </p>
          <section aria-labelledby="replay-open-orders">
            <h3 id="replay-open-orders" className="text-sm font-semibold text-white">
              Open orders
            </h3>
            {openOrders.data?.length ? (
              <div className="mt-2" data-testid="replay-open-orders">
                <OpenOrdersList
                  orders={openOrders.data}
                  isLoading={openOrders.isPending}
                  timeZone={null}
                  onStartTrading={() => {}}
                />
              </div>
            ) : (
              <p className="mt-2 text-sm text-slate-400">None: a limit or stop order rests here until it fills.</p>
            )}
          </section>
        </CardContent>
      </Card>
      <TradeTicket
        context={context}
        symbol={symbol}
        price={price?.price}
        held={held}
        market={undefined}
        timeZone={REPLAY_TIME_ZONE}
        halted={halted}
        portfolio={portfolio.data}
      />
    </div>
  );
}
