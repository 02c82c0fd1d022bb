import type { ServerStreamMessage, StockUpdateMessage } from '@tradearena/contracts';
import { STREAM_MAX_SYMBOLS_PER_CONNECTION, STREAM_TICK_MS } from '@tradearena/contracts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { replayMarketOf } from '../../adapters/market-data/replay/replay-markets.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { toStockUpdate } from './to-stock-update.ts';

/**
 * The stream's replay subscriptions (ADR 025): a connection that subscribes with a replay event's competitionId gets
 * that replay's prices, tagged with the competitionId, every tick period while the replay runs. A replay's price is a
 * function of its database row and the time, so every instance computes it for its own connections: no publisher
 * lease is needed and a restart or a failover resumes at once. Only points already played are ever sent.
 */
export function createReplaySubscriptions(deps: {
  db: DbHandle;
  clock: Clock;
  marketData: MarketData;
  tickMs?: number;
  onError(err: unknown): void;
}) {
  const senders = new Map<string, (m: ServerStreamMessage) => void>();
  const subs = new Map<string, { competitionId: number; symbols: Set<string> }>();
  let timer: NodeJS.Timeout | undefined;

  async function updatesOf(competitionId: number, symbols: Iterable<string>): Promise<StockUpdateMessage[] | null> {
    const market = await replayMarketOf(deps, competitionId);
    if (!market) return null;
    if (market.clock().status === 'scheduled') return [];
    const quotes = await market.marketData.quotes([...symbols]);
    return [...quotes.values()].map((q) => ({ ...toStockUpdate(q), competitionId }));
  }

  async function tick(): Promise<void> {
    for (const [clientId, sub] of subs) {
      const market = await replayMarketOf(deps, sub.competitionId);
      if (market?.clock().status !== 'running' || sub.symbols.size === 0) continue;
      for (const u of (await updatesOf(sub.competitionId, sub.symbols)) ?? []) senders.get(clientId)?.(u);
    }
  }

  return {
    connect(clientId: string, send: (m: ServerStreamMessage) => void): void {
      senders.set(clientId, send);
    },
    disconnect(clientId: string): void {
      senders.delete(clientId);
      subs.delete(clientId);
    },
    /**
     * A subscribe or unsubscribe of a connection with a competitionId. A connection follows one replay at a time: a
     * subscribe to another starts afresh. Answers what to send back.
     */
    async apply(
      clientId: string,
      msg: { type: 'subscribe' | 'unsubscribe'; symbols: string[]; competitionId: number },
    ): Promise<ServerStreamMessage[]> {
      if (!(await replayMarketOf(deps, msg.competitionId)))
        return [{ type: 'error', message: `Not a replay event: ${msg.competitionId}` }];
      const known = subs.get(clientId);
      const sub =
        known?.competitionId === msg.competitionId
          ? known
          : { competitionId: msg.competitionId, symbols: new Set<string>() };
      const out: ServerStreamMessage[] = [];
      if (msg.type === 'unsubscribe') for (const s of msg.symbols) sub.symbols.delete(s);
      else {
        const added: string[] = [];
        for (const s of msg.symbols) {
          if (!(await deps.marketData.isKnownSymbol(s))) out.push({ type: 'error', message: `Unknown symbol: ${s}` });
          else if (!sub.symbols.has(s)) added.push(s);
        }
        if (sub.symbols.size + added.length > STREAM_MAX_SYMBOLS_PER_CONNECTION) {
          out.push({
            type: 'error',
            message: `Too many symbols: at most ${STREAM_MAX_SYMBOLS_PER_CONNECTION} per connection`,
          });
        } else for (const s of added) sub.symbols.add(s);
      }
      subs.set(clientId, sub);
      out.push({ type: 'subscribed', symbols: [...sub.symbols].sort() });
      if (msg.type === 'subscribe') out.push(...((await updatesOf(msg.competitionId, sub.symbols)) ?? []));
      return out;
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => void tick().catch(deps.onError), deps.tickMs ?? STREAM_TICK_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type ReplaySubscriptions = ReturnType<typeof createReplaySubscriptions>;
