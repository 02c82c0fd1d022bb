import {
  ClientStreamMessageSchema,
  type ServerStreamMessage,
  STREAM_MAX_SYMBOLS_PER_CONNECTION,
  SymbolSchema,
} from '@tradearena/contracts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { StreamHub } from './stream-hub.ts';
import { toStockUpdate } from './to-stock-update.ts';

/**
 * One message from a browser on /stock-stream → the messages to send back. Bad input never closes the connection:
 * it is answered with an `error` message (malformed JSON, unknown type, unknown symbol, more than 50 symbols).
 */
export async function handleClientMessage(
  deps: { hub: StreamHub; marketData: MarketData; clock: Clock },
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
    const expected = type === 'ping' ? 'timestamp must be a number or text' : 'symbols must be a list of symbols';
    return [{ type: 'error', message: `Invalid ${type} message: ${expected}` }];
  }
  const msg = parsed.data;
  if (msg.type === 'ping') return [{ type: 'pong', timestamp: msg.timestamp ?? deps.clock.now().toISOString() }];

  const out: ServerStreamMessage[] = [];
  const symbols: string[] = [];
  for (const s of msg.symbols) {
    const sym = SymbolSchema.safeParse(s);
    if (sym.success && (msg.type === 'unsubscribe' || (await deps.marketData.isKnownSymbol(sym.data)))) {
      if (!symbols.includes(sym.data)) symbols.push(sym.data);
    } else out.push({ type: 'error', message: `Unknown symbol: ${String(s)}` });
  }
  if (msg.type === 'unsubscribe') {
    deps.hub.unsubscribe(clientId, symbols);
    out.push({ type: 'subscribed', symbols: deps.hub.symbolsOf(clientId) });
    return out;
  }
  const current = new Set(deps.hub.symbolsOf(clientId));
  const added = symbols.filter((s) => !current.has(s));
  if (current.size + added.length > STREAM_MAX_SYMBOLS_PER_CONNECTION) {
    out.push({
      type: 'error',
      message: `Too many symbols: at most ${STREAM_MAX_SYMBOLS_PER_CONNECTION} per connection (you have ${current.size})`,
    });
    out.push({ type: 'subscribed', symbols: [...current].sort() });
    return out;
  }
  deps.hub.subscribe(clientId, added);
  out.push({ type: 'subscribed', symbols: deps.hub.symbolsOf(clientId) });
  const quotes = await deps.marketData.quotes(added);
  for (const q of quotes.values()) out.push(toStockUpdate(q));
  return out;
}
