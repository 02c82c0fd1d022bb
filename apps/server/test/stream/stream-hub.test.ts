import type { StockUpdateMessage } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { createStreamHub, type StreamSocket } from '../../src/modules/stream/stream-hub.ts';

/** The texts of the unmasked WebSocket text frames in one write, in order. */
function payloadsOf(frames: Buffer): string[] {
  const out: string[] = [];
  for (let at = 0; at < frames.length; ) {
    expect(frames[at]).toBe(0x81);
    const len7 = frames[at + 1]!;
    const start = at + (len7 < 126 ? 2 : len7 === 126 ? 4 : 10);
    const len = len7 < 126 ? len7 : len7 === 126 ? frames.readUInt16BE(at + 2) : Number(frames.readBigUInt64BE(at + 2));
    out.push(frames.subarray(start, start + len).toString('utf8'));
    at = start + len;
  }
  return out;
}
const payloadOf = (frame: Buffer) => payloadsOf(frame)[0]!;

/** A StreamSocket that records what the hub writes to it: the symbols of each write, and how many messages it said. */
function recordingSocket(opts: { buffered?: number } = {}) {
  const socket: StreamSocket & {
    buffered: number;
    terminated: boolean;
    sent: Buffer[];
    writes(): string[][];
    messages: number;
  } = {
    buffered: opts.buffered ?? 0,
    terminated: false,
    sent: [],
    messages: 0,
    sendFrames(frames, messages) {
      socket.sent.push(frames);
      socket.messages += messages;
    },
    bufferedAmount: () => socket.buffered,
    terminate() {
      socket.terminated = true;
    },
    writes() {
      return socket.sent.map((w) => payloadsOf(w).map((p) => JSON.parse(p).symbol));
    },
  };
  return socket;
}

function update(symbol: string, price = 100): StockUpdateMessage {
  return {
    type: 'stock_update',
    symbol,
    price,
    change: 1,
    changePercent: 1,
    volume: 1000,
    timestamp: '2026-11-18T15:00:00.000Z',
  };
}

describe('stream hub', () => {
  it('writes all of a tick’s updates for one client in a single write', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
    const a = recordingSocket();
    const b = recordingSocket();
    hub.connect('a', a);
    hub.connect('b', b);
    hub.subscribe('a', ['AAPL', 'MSFT', 'TSLA']);
    hub.subscribe('b', ['MSFT']);
    const sent = hub.deliver([update('AAPL'), update('MSFT'), update('TSLA'), update('NVDA')]);
    expect(sent).toBe(4);
    expect(a.writes()).toEqual([['AAPL', 'MSFT', 'TSLA']]);
    expect(b.writes()).toEqual([['MSFT']]);
    expect(a.messages).toBe(3);
  });

  it('serialises a tick once per symbol set: clients wanting the same symbols get the same Buffer', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
    const sockets = ['a', 'b', 'c'].map((id) => {
      const socket = recordingSocket();
      hub.connect(id, socket);
      hub.subscribe(id, id === 'c' ? ['MSFT', 'AAPL'] : ['AAPL', 'MSFT']);
      return socket;
    });
    hub.deliver([update('AAPL'), update('MSFT')]);
    expect(new Set(sockets.map((s) => s.sent[0])).size).toBe(1);
    expect(sockets.map((s) => s.writes())).toEqual([[['AAPL', 'MSFT']], [['AAPL', 'MSFT']], [['AAPL', 'MSFT']]]);
    hub.unsubscribe('c', ['AAPL']);
    hub.deliver([update('AAPL'), update('MSFT')]);
    expect(sockets.map((s) => s.writes()[1])).toEqual([['AAPL', 'MSFT'], ['AAPL', 'MSFT'], ['MSFT']]);
  });

  it('skips a tick for a client still sending earlier data (stale prices are not queued), then serves it again', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
    const slow = recordingSocket({ buffered: 1_500 });
    hub.connect('slow', slow);
    hub.subscribe('slow', ['AAPL']);
    expect(hub.deliver([update('AAPL', 1)])).toBe(0);
    expect(slow.sent).toEqual([]);
    expect(slow.terminated).toBe(false);
    slow.buffered = 0;
    expect(hub.deliver([update('AAPL', 2)])).toBe(1);
    expect(payloadsOf(slow.sent[0]!).map((p) => JSON.parse(p).price)).toEqual([2]);
  });

  it('frames each update once and writes that same frame to every subscriber of its symbol', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
    const frames: Buffer[] = [];
    for (const id of ['a', 'b', 'c']) {
      hub.connect(id, { ...recordingSocket(), sendFrames: (frame) => frames.push(frame) });
      hub.subscribe(id, ['AAPL']);
    }
    hub.deliver([update('AAPL', 123.45)]);
    expect(frames).toHaveLength(3);
    expect(new Set(frames).size).toBe(1);
    expect(JSON.parse(payloadOf(frames[0]!))).toEqual(update('AAPL', 123.45));
  });

  it('drops a client whose unsent backlog passed the limit instead of queueing more for it', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
    const slow = recordingSocket({ buffered: 2_000_000 });
    const fast = recordingSocket();
    hub.connect('slow', slow);
    hub.connect('fast', fast);
    hub.subscribe('slow', ['AAPL']);
    hub.subscribe('fast', ['AAPL']);
    expect(hub.deliver([update('AAPL')])).toBe(1);
    expect(slow.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(fast.writes()).toEqual([['AAPL']]);
  });

  it('serves each client in one slot of the period: every symbol once per period, all in one write', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 3 });
    const sockets = ['a', 'b', 'c', 'd', 'e'].map((id) => {
      const socket = recordingSocket();
      hub.connect(id, socket);
      hub.subscribe(id, ['AAPL', 'MSFT']);
      return socket;
    });
    const tick = [update('AAPL'), update('MSFT')];
    const perTick = [0, 1, 2, 3, 4, 5].map(() => hub.deliver(tick));
    // Slots hold 2, 2 and 1 clients; two full periods.
    expect(perTick).toEqual([4, 4, 2, 4, 4, 2]);
    for (const s of sockets)
      expect(s.writes()).toEqual([
        ['AAPL', 'MSFT'],
        ['AAPL', 'MSFT'],
      ]);
  });

  it('puts a new client in the emptiest slot so waves stay even as clients leave', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) hub.connect(id, recordingSocket());
    hub.disconnect('a');
    hub.disconnect('d');
    expect(hub.slotSizes()).toEqual([0, 2, 2]);
    hub.connect('g', recordingSocket());
    hub.connect('h', recordingSocket());
    expect(hub.slotSizes()).toEqual([2, 2, 2]);
    expect(hub.clientCount()).toBe(6);
  });

  it('reports the union of wanted symbols when it changes', () => {
    const seen: string[][] = [];
    const hub = createStreamHub({ onSymbolsChanged: (s) => seen.push([...s].sort()) });
    hub.connect('a', recordingSocket());
    hub.connect('b', recordingSocket());
    hub.subscribe('a', ['AAPL', 'MSFT']);
    hub.subscribe('b', ['MSFT']);
    hub.unsubscribe('a', ['MSFT']);
    hub.disconnect('a');
    expect(seen).toEqual([['AAPL', 'MSFT'], ['MSFT']]);
    expect([...hub.symbols()]).toEqual(['MSFT']);
    expect(hub.symbolsOf('b')).toEqual(['MSFT']);
  });
});
