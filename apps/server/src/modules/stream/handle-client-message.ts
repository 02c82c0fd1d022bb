import {
  ClientStreamMessageSchema,
  type ServerStreamMessage,
  STREAM_MAX_PING_TIMESTAMP_LENGTH,
  STREAM_MAX_SYMBOLS_PER_CONNECTION,
} from '@tradearena/contracts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { ReplaySubscriptions } from './replay-subscriptions.ts';
import type { StreamHub } from './stream-hub.ts';
import { toStockUpdate } from './to-stock-update.ts';

/**
 * One message from a browser on /stock-stream → the messages to send back. Bad input never closes the connection:
 * it is answered with an `error` message (malformed JSON, unknown type, unknown symbol, more than 50 symbols, a field
 * out of its bounds).
 */
export async function handleClientMessage(
  deps: { hub: StreamHub; marketData: MarketData; clock: Clock; replays?: ReplaySubscriptions },
  clientId: string,
  raw: string,
): Promise<ServerStreamMessage[]> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [{ type: 'error', message: 'Malformed message: expected JSON' }];
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (type !== 'subscribe' && type !== 'unsubscribe' && type !== 'ping') {
    // Named as sent when it is text (cut short); otherwise only its JSON type — never converted, since an object
    // from the client may not convert to text at all ({"toString":1}).
    const named =
      typeof type === 'string'
        ? type.slice(0, 50)
        : type === null
          ? 'null'
          : Array.isArray(type)
            ? 'array'
            : typeof type;
    return [{ type: 'error', message: `Unknown message type: ${named}` }];
  }
  const parsed = ClientStreamMessageSchema.safeParse(json);
  if (!parsed.success) {
    const symbols = (json as { symbols?: unknown }).symbols;
    if (Array.isArray(symbols) && symbols.length > STREAM_MAX_SYMBOLS_PER_CONNECTION) {
      return [tooManySymbols(deps.hub.symbolsOf(clientId).length), subscribedTo(deps.hub.symbolsOf(clientId))];
    }
    const expected =
      type === 'ping'
        ? `timestamp must be a number or text of at most ${STREAM_MAX_PING_TIMESTAMP_LENGTH} characters`
        : 'symbols must be a list of symbols';
    return [{ type: 'error', message: `Invalid ${type} message: ${expected}` }];
  }
  const msg = parsed.data;
  if (msg.type === 'ping') return [{ type: 'pong', timestamp: msg.timestamp ?? deps.clock.now().toISOString() }];
  // A replay event's prices (ADR 025) are followed apart from the market's.
  if (msg.competitionId !== undefined && deps.replays)
    return deps.replays.apply(clientId, { ...msg, competitionId: msg.competitionId });

  const out: ServerStreamMessage[] = [];
  const symbols: string[] = [];
  for (const s of msg.symbols) {
    if (msg.type === 'unsubscribe' || (await deps.marketData.isKnownSymbol(s))) {
      if (!symbols.includes(s)) symbols.push(s);
    } else out.push({ type: 'error', message: `Unknown symbol: ${s}` });
  }
  if (msg.type === 'unsubscribe') {
    deps.hub.unsubscribe(clientId, symbols);
    out.push(subscribedTo(deps.hub.symbolsOf(clientId)));
    return out;
  }
  const current = new Set(deps.hub.symbolsOf(clientId));
  const added = symbols.filter((s) => !current.has(s));
  if (current.size + added.length > STREAM_MAX_SYMBOLS_PER_CONNECTION) {
    out.push(tooManySymbols(current.size), subscribedTo([...current].sort()));
    return out;
  }
  deps.hub.subscribe(clientId, added);
  out.push(subscribedTo(deps.hub.symbolsOf(clientId)));
  const quotes = await deps.marketData.quotes(added);
  for (const q of quotes.values()) out.push(toStockUpdate(q));
  return out;
}

const subscribedTo = (symbols: string[]): ServerStreamMessage => ({ type: 'subscribed', symbols });

const tooManySymbols = (current: number): ServerStreamMessage => ({
  type: 'error',
  message: `Too many symbols: at most ${STREAM_MAX_SYMBOLS_PER_CONNECTION} per connection (you have ${current})`,
});
