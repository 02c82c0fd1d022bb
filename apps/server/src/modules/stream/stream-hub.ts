import type { StockUpdateMessage } from '@tradearena/contracts';
import { textFrame } from './text-frame.ts';

/** What the hub needs of a connected browser socket (the routes adapt a real WebSocket to it). */
export interface StreamSocket {
  /**
   * Writes a complete WebSocket text frame (see textFrame) as is; the same Buffer is shared by every subscriber of
   * an update. Does nothing once the connection is closing.
   */
  sendFrame(frame: Buffer): void;
  /** Bytes queued but not yet written: a client that stops reading is dropped instead of filling memory. */
  bufferedAmount(): number;
  terminate(): void;
  /** Holds writes back until uncork, so several frames for one client leave in one write. */
  cork(): void;
  uncork(): void;
}

/**
 * Clients are served in this many slots per tick period: each tick (one per slot) goes to the clients of one slot,
 * so a client gets all of its symbols in one write per period and the work comes in small, even waves.
 */
export const STREAM_SLOTS = 10;
/** Unsent bytes (replies and updates) a connection may hold on the server: a client that stops reading is cut off. */
export const STREAM_MAX_UNSENT_BYTES = 1_000_000;

interface Client {
  socket: StreamSocket;
  /** Sorted, without duplicates. */
  symbols: string[];
  slot: number;
  /** Position in its slot's list (swap-removed on disconnect). */
  index: number;
}

/**
 * The fan-out of one server instance: connected clients, their symbol subscriptions and the union of symbols wanted
 * here. Each tick is serialised once per symbol; the clients of the tick's slot get their symbols' frames corked
 * into one write each. New clients join the least-filled slot, so waves stay even as clients come and go.
 */
export function createStreamHub(opts: { onSymbolsChanged(symbols: ReadonlySet<string>): void; slots?: number }) {
  const slotCount = opts.slots ?? STREAM_SLOTS;
  const clients = new Map<string, Client>();
  const slots: Client[][] = Array.from({ length: slotCount }, () => []);
  /** Symbol → how many clients here want it. */
  const wanted = new Map<string, number>();
  let nextSlot = 0;

  function changed(): void {
    opts.onSymbolsChanged(new Set(wanted.keys()));
  }

  /** Adds one client's interest in a symbol; true when the symbol is new to this instance. */
  function retain(symbol: string): boolean {
    const n = wanted.get(symbol) ?? 0;
    wanted.set(symbol, n + 1);
    return n === 0;
  }

  /** Drops one client's interest in a symbol; true when no client here wants it any more. */
  function release(symbol: string): boolean {
    const n = wanted.get(symbol) ?? 0;
    if (n <= 1) {
      wanted.delete(symbol);
      return n === 1;
    }
    wanted.set(symbol, n - 1);
    return false;
  }

  return {
    connect(clientId: string, socket: StreamSocket): void {
      let slot = 0;
      for (let i = 1; i < slotCount; i++) if (slots[i]!.length < slots[slot]!.length) slot = i;
      const client: Client = { socket, symbols: [], slot, index: slots[slot]!.length };
      slots[slot]!.push(client);
      clients.set(clientId, client);
    },

    disconnect(clientId: string): void {
      const c = clients.get(clientId);
      if (!c) return;
      clients.delete(clientId);
      const list = slots[c.slot]!;
      const last = list.pop()!;
      if (last !== c) {
        list[c.index] = last;
        last.index = c.index;
      }
      let removed = false;
      for (const s of c.symbols) removed = release(s) || removed;
      if (removed) changed();
    },

    symbolsOf(clientId: string): string[] {
      return [...(clients.get(clientId)?.symbols ?? [])];
    },

    subscribe(clientId: string, symbols: readonly string[]): void {
      const c = clients.get(clientId);
      if (!c) return;
      let added = false;
      for (const s of symbols) {
        if (c.symbols.includes(s)) continue;
        c.symbols.push(s);
        added = retain(s) || added;
      }
      c.symbols.sort();
      if (added) changed();
    },

    unsubscribe(clientId: string, symbols: readonly string[]): void {
      const c = clients.get(clientId);
      if (!c) return;
      let removed = false;
      for (const s of symbols) {
        const i = c.symbols.indexOf(s);
        if (i < 0) continue;
        c.symbols.splice(i, 1);
        removed = release(s) || removed;
      }
      if (removed) changed();
    },

    /**
     * One tick: writes the updates to the clients of the next slot, each client's frames in one corked write.
     * Returns how many messages were sent.
     */
    deliver(updates: readonly StockUpdateMessage[]): number {
      const group = slots[nextSlot]!;
      nextSlot = (nextSlot + 1) % slotCount;
      if (group.length === 0) return 0;
      const frames = new Map<string, Buffer>();
      for (const u of updates) if (wanted.has(u.symbol)) frames.set(u.symbol, textFrame(JSON.stringify(u)));
      let sent = 0;
      for (const c of group) {
        if (c.symbols.length === 0) continue;
        const { socket } = c;
        if (socket.bufferedAmount() > STREAM_MAX_UNSENT_BYTES) {
          socket.terminate();
          continue;
        }
        socket.cork();
        for (const s of c.symbols) {
          const frame = frames.get(s);
          if (frame === undefined) continue;
          socket.sendFrame(frame);
          sent++;
        }
        socket.uncork();
      }
      return sent;
    },

    symbols(): ReadonlySet<string> {
      return new Set(wanted.keys());
    },

    clientCount(): number {
      return clients.size;
    },

    /** How many clients each slot serves (new clients go to the emptiest slot). */
    slotSizes(): number[] {
      return slots.map((s) => s.length);
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
