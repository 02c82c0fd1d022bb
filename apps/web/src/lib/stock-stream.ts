import {
  type ClientStreamMessage,
  ServerStreamMessageSchema,
  STREAM,
  STREAM_DEFAULT_SYMBOLS,
  STREAM_PATH,
  type StockUpdateMessage,
} from '@tradearena/contracts';
import { backoffDelayMs } from './backoff-delay.ts';

/** The stream's error texts (docs/product/trading.md#trade-errors). */
export const STREAM_ERRORS = {
  maxAttempts: 'Max reconnection attempts reached',
  connection: 'WebSocket connection error',
  create: 'Failed to create WebSocket connection',
} as const;

export type StreamState = 'connecting' | 'connected' | 'disconnected';

export interface StockStreamEvents {
  onUpdate: (update: StockUpdateMessage) => void;
  onState: (state: StreamState) => void;
  onError: (message: string) => void;
}

/** What the client needs of a WebSocket; the browser's works, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface StockStreamOptions extends StockStreamEvents {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** Symbols beyond the ten defaults to subscribe on every open. */
  extraSymbols?: () => readonly string[];
  /**
   * A replay event's competition (ADR 025): the stream carries that replay's prices of `extraSymbols` only, no
   * defaults, and passes on only its updates.
   */
  competitionId?: number;
}

const OPEN = 1;

/** Delay before reconnect attempt `attempt` (1-based): 1 s doubling, at most 30 s (docs/product/trading.md#live-stream). */
export function reconnectDelayMs(attempt: number): number {
  return backoffDelayMs(attempt, STREAM);
}

/** ws:// or wss:// (when the page is secure) to /stock-stream on this host. */
export function streamUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${STREAM_PATH}`;
}

/**
 * The live price client of docs/product/trading.md#live-stream: subscribes to the ten default symbols on open (plus any extra symbols the
 * screens asked for), pings every 30 s, and reconnects after an unexpected close with backoff from 1 s doubling to
 * 30 s, giving up after 5 attempts (`resume` starts a new round). Messages are validated with the contract's schema; bad ones are ignored.
 */
export function createStockStream(options: StockStreamOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let attempts = 0;
  let stopped = false;
  let gaveUp = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const replay = options.competitionId;
  const scope = replay === undefined ? {} : { competitionId: replay };

  const send = (message: ClientStreamMessage) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    attempts += 1;
    if (attempts > STREAM.maxReconnectAttempts) {
      gaveUp = true;
      options.onError(STREAM_ERRORS.maxAttempts);
      return;
    }
    retryTimer = setTimeout(open, reconnectDelayMs(attempts));
  };

  function open() {
    if (stopped) return;
    options.onState('connecting');
    let s: SocketLike;
    try {
      s = createSocket(options.url);
    } catch {
      options.onError(STREAM_ERRORS.create);
      options.onState('disconnected');
      scheduleReconnect();
      return;
    }
    socket = s;
    s.onopen = () => {
      attempts = 0;
      options.onState('connected');
      const extra = options.extraSymbols?.() ?? [];
      const symbols = [...new Set([...(replay === undefined ? STREAM_DEFAULT_SYMBOLS : []), ...extra])];
      if (symbols.length) send({ type: 'subscribe', symbols, ...scope });
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: 'ping', timestamp: Date.now() }), STREAM.pingMs);
    };
    s.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = ServerStreamMessageSchema.safeParse(json);
      if (!parsed.success) return;
      if (parsed.data.type === 'stock_update' && parsed.data.competitionId === replay) options.onUpdate(parsed.data);
    };
    s.onerror = () => options.onError(STREAM_ERRORS.connection);
    s.onclose = () => {
      clearInterval(pingTimer);
      if (socket === s) socket = null;
      options.onState('disconnected');
      scheduleReconnect();
    };
  }

  return {
    start() {
      stopped = false;
      gaveUp = false;
      attempts = 0;
      open();
    },
    /**
     * After the attempts ran out, a fresh round (the browser came back online or the tab became visible again);
     * does nothing while connected, connecting or waiting to retry.
     */
    resume() {
      if (stopped || !gaveUp) return;
      gaveUp = false;
      attempts = 0;
      open();
    },
    subscribe(symbols: readonly string[]) {
      if (symbols.length) send({ type: 'subscribe', symbols: [...symbols], ...scope });
    },
    unsubscribe(symbols: readonly string[]) {
      if (symbols.length) send({ type: 'unsubscribe', symbols: [...symbols], ...scope });
    },
    stop() {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(retryTimer);
      const s = socket;
      socket = null;
      if (s) {
        s.onclose = null;
        s.close();
      }
    },
  };
}

export type StockStream = ReturnType<typeof createStockStream>;
