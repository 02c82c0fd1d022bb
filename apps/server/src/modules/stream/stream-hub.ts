import { STREAM_TICK_MS, type StockUpdateMessage } from '@tradearena/contracts';
import { textFrame } from './text-frame.ts';

/** What the hub needs of a connected browser socket (the routes adapt a real WebSocket to it). */
export interface StreamSocket {
  /**
   * Writes complete WebSocket text frames (see textFrame; `messages` of them, back to back) in one write, as is: the
   * same Buffer is shared by every client wanting the same symbols. Does nothing once the connection is closing.
   */
  sendFrames(frames: Buffer, messages: number): void;
  /** Bytes queued but not yet written: a client that stops reading is dropped instead of filling memory. */
  bufferedAmount(): number;
  terminate(): void;
}

/**
 * Clients are served in slots of about this long, one tick per slot: each tick goes to the clients of one slot, so a
 * client gets all of its symbols in one write per period and the work comes in small, even waves. It is the
 * simulated tape's step (QUOTE_STEP_MS, adapters/market-data/simulated/create-simulated-market-data.ts): ticks on the
 * clock's whole steps carry each new print as soon as it is made.
 */
export const STREAM_SLOT_MS = 100;

/** How many slots a tick period has (15 at the default 1.5 s): each client is served once per period. */
export function streamSlots(tickMs: number): number {
  return Math.max(1, Math.round(tickMs / STREAM_SLOT_MS));
}

/** Unsent bytes (replies and updates) a connection may hold on the server: a client that stops reading is cut off. */
export const STREAM_MAX_UNSENT_BYTES = 1_000_000;

interface Client {
  socket: StreamSocket;
  /** Sorted, without duplicates. */
  symbols: string[];
  /** The symbols joined: clients with the same key get the same Buffer each tick. */
  key: string;
  slot: number;
  /** Position in its slot's list (swap-removed on disconnect). */
  index: number;
}

/**
 * The fan-out of one server instance: connected clients, their symbol subscriptions and the union of symbols wanted
 * here. Each tick is serialised once per symbol and its frames joined once per distinct symbol set; each client of
 * the tick's slot gets its set's Buffer in one write. A client whose earlier data is still unsent skips the tick:
 * stale prices are never queued behind it (it gets the next one fresh), and one past STREAM_MAX_UNSENT_BYTES is cut
 * off. New clients join the least-filled slot, so waves stay even as clients come and go.
 */
export function createStreamHub(opts: { onSymbolsChanged(symbols: ReadonlySet<string>): void; slots?: number }) {
  const slotCount = opts.slots ?? streamSlots(STREAM_TICK_MS);
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
      const client: Client = { socket, symbols: [], key: '', slot, index: slots[slot]!.length };
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
      c.key = c.symbols.join(',');
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
      c.key = c.symbols.join(',');
      if (removed) changed();
    },

    /**
     * One tick: writes the updates to the clients of the next slot, each client's frames in one write. Returns how
     * many messages were sent.
     */
    deliver(updates: readonly StockUpdateMessage[]): number {
      const group = slots[nextSlot]!;
      nextSlot = (nextSlot + 1) % slotCount;
      if (group.length === 0) return 0;
      const frames = new Map<string, Buffer>();
      for (const u of updates) if (wanted.has(u.symbol)) frames.set(u.symbol, textFrame(JSON.stringify(u)));
      const bySet = new Map<string, { frames: Buffer; messages: number }>();
      let sent = 0;
      for (const c of group) {
        if (c.symbols.length === 0) continue;
        const { socket } = c;
        const unsent = socket.bufferedAmount();
        if (unsent > 0) {
          if (unsent > STREAM_MAX_UNSENT_BYTES) socket.terminate();
          continue;
        }
        let batch = bySet.get(c.key);
        if (batch === undefined) {
          batch = framesOf(c.symbols, frames);
          bySet.set(c.key, batch);
        }
        if (batch.messages === 0) continue;
        socket.sendFrames(batch.frames, batch.messages);
        sent += batch.messages;
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

/** The frames of a tick for one symbol set, back to back in one Buffer (the frame itself when there is one). */
function framesOf(
  symbols: readonly string[],
  frames: ReadonlyMap<string, Buffer>,
): { frames: Buffer; messages: number } {
  const parts: Buffer[] = [];
  for (const s of symbols) {
    const frame = frames.get(s);
    if (frame !== undefined) parts.push(frame);
  }
  return { frames: parts.length === 1 ? parts[0]! : Buffer.concat(parts), messages: parts.length };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
