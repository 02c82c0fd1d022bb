import type { StockUpdateMessage } from '@tradearena/contracts';

/** What the hub needs of a connected browser socket (the routes adapt a real WebSocket to it). */
export interface StreamSocket {
  /** Sends a UTF-8 JSON text frame (the same Buffer is shared by every subscriber of a tick). */
  send(json: Buffer): void;
  /** Bytes queued but not yet written: a client that stops reading is dropped instead of filling memory. */
  bufferedAmount(): number;
  terminate(): void;
  /** Holds writes back until uncork, so several frames for one client leave in one write. */
  cork(): void;
  uncork(): void;
}

const MAX_BUFFERED_BYTES = 1_000_000;

/**
 * The fan-out of one server instance: connected clients, their symbol subscriptions and the union of symbols
 * wanted here. Each tick is serialised once and written to every subscriber of its symbol.
 */
export function createStreamHub(opts: { onSymbolsChanged(symbols: ReadonlySet<string>): void }) {
  const clients = new Map<string, { socket: StreamSocket; symbols: Set<string> }>();
  const subscribers = new Map<string, Set<StreamSocket>>();

  function changed(): void {
    opts.onSymbolsChanged(new Set(subscribers.keys()));
  }

  return {
    connect(clientId: string, socket: StreamSocket): void {
      clients.set(clientId, { socket, symbols: new Set() });
    },

    disconnect(clientId: string): void {
      const c = clients.get(clientId);
      if (!c) return;
      clients.delete(clientId);
      let removedSymbol = false;
      for (const s of c.symbols) {
        const set = subscribers.get(s);
        set?.delete(c.socket);
        if (set?.size === 0) {
          subscribers.delete(s);
          removedSymbol = true;
        }
      }
      if (removedSymbol) changed();
    },

    symbolsOf(clientId: string): string[] {
      return [...(clients.get(clientId)?.symbols ?? [])].sort();
    },

    subscribe(clientId: string, symbols: readonly string[]): void {
      const c = clients.get(clientId);
      if (!c) return;
      let added = false;
      for (const s of symbols) {
        if (c.symbols.has(s)) continue;
        c.symbols.add(s);
        let set = subscribers.get(s);
        if (!set) {
          set = new Set();
          subscribers.set(s, set);
          added = true;
        }
        set.add(c.socket);
      }
      if (added) changed();
    },

    unsubscribe(clientId: string, symbols: readonly string[]): void {
      const c = clients.get(clientId);
      if (!c) return;
      let removed = false;
      for (const s of symbols) {
        if (!c.symbols.delete(s)) continue;
        const set = subscribers.get(s);
        set?.delete(c.socket);
        if (set?.size === 0) {
          subscribers.delete(s);
          removed = true;
        }
      }
      if (removed) changed();
    },

    /** Writes each update to the subscribers of its symbol; returns how many messages were sent. */
    deliver(updates: readonly StockUpdateMessage[]): number {
      let sent = 0;
      const corked = new Set<StreamSocket>();
      for (const u of updates) {
        const set = subscribers.get(u.symbol);
        if (!set) continue;
        const json = Buffer.from(JSON.stringify(u));
        for (const socket of set) {
          if (!corked.has(socket)) {
            if (socket.bufferedAmount() > MAX_BUFFERED_BYTES) {
              socket.terminate();
              continue;
            }
            socket.cork();
            corked.add(socket);
          }
          socket.send(json);
          sent++;
        }
      }
      for (const socket of corked) socket.uncork();
      return sent;
    },

    symbols(): ReadonlySet<string> {
      return new Set(subscribers.keys());
    },

    clientCount(): number {
      return clients.size;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
