import WebSocket from 'ws';
import type { LivePrices } from '../provider-market-data.ts';
import { MassiveStreamFrameSchema } from './massive-schemas.ts';

export const MASSIVE_DELAYED_STREAM_URL = 'wss://delayed.massive.com/stocks';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The one upstream WebSocket to Massive: authenticates, keeps exactly one `T.<symbol>` subscription per tracked
 * symbol (diffed on every change), hands trades to the quote cache and reconnects with backoff.
 */
export function createMassiveStream(opts: { apiKey: string; url?: string; log: Log }): LivePrices & {
  close(): void;
  subscribed(): ReadonlySet<string>;
} {
  const handlers: ((symbol: string, price: number, timestamp: number) => void)[] = [];
  let wanted = new Set<string>();
  const active = new Set<string>();
  let socket: WebSocket | null = null;
  let authed = false;
  let closed = false;
  let backoffMs = 1_000;

  function sync(): void {
    if (!socket || !authed || socket.readyState !== WebSocket.OPEN) return;
    const add = [...wanted].filter((s) => !active.has(s));
    const drop = [...active].filter((s) => !wanted.has(s));
    if (add.length) socket.send(JSON.stringify({ action: 'subscribe', params: add.map((s) => `T.${s}`).join(',') }));
    if (drop.length)
      socket.send(JSON.stringify({ action: 'unsubscribe', params: drop.map((s) => `T.${s}`).join(',') }));
    for (const s of add) active.add(s);
    for (const s of drop) active.delete(s);
  }

  function connect(): void {
    if (closed || socket) return;
    const ws = new WebSocket(opts.url ?? MASSIVE_DELAYED_STREAM_URL);
    socket = ws;
    ws.on('message', (data) => {
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString());
      } catch {
        return;
      }
      const parsed = MassiveStreamFrameSchema.safeParse(frame);
      if (!parsed.success) return;
      for (const ev of parsed.data) {
        if (ev.ev === 'status' && 'status' in ev) {
          if (ev.status === 'connected') ws.send(JSON.stringify({ action: 'auth', params: opts.apiKey }));
          else if (ev.status === 'auth_success') {
            authed = true;
            backoffMs = 1_000;
            sync();
          } else if (ev.status === 'auth_failed') {
            opts.log.warn({ message: ev.message }, 'Massive stream authentication failed');
            closed = true;
            ws.close();
          }
        } else if (ev.ev === 'T' && 'sym' in ev && typeof ev.p === 'number' && typeof ev.t === 'number') {
          for (const h of handlers) h(ev.sym as string, ev.p, ev.t);
        }
      }
    });
    ws.on('error', (err) => opts.log.warn({ err: err.message }, 'Massive stream error'));
    ws.on('close', () => {
      socket = null;
      authed = false;
      active.clear();
      if (closed || wanted.size === 0) return;
      const timer = setTimeout(connect, backoffMs);
      timer.unref();
      backoffMs = Math.min(backoffMs * 2, 30_000);
    });
  }

  return {
    track(symbols) {
      wanted = new Set(symbols);
      if (wanted.size > 0) connect();
      sync();
    },
    onTrade(handler) {
      handlers.push(handler);
    },
    subscribed: () => new Set(active),
    close() {
      closed = true;
      socket?.close();
    },
  };
}
