import type { StockUpdateMessage } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { createStreamHub, type StreamSocket } from '../../src/modules/stream/stream-hub.ts';

/** The text of an unmasked WebSocket text frame. */
function payloadOf(frame: Buffer): string {
  expect(frame[0]).toBe(0x81);
  const len = frame[1]!;
  const start = len < 126 ? 2 : len === 126 ? 4 : 10;
  return frame.subarray(start).toString('utf8');
}

/** A StreamSocket that records what the hub does with it, as a sequence of writes between corks. */
function recordingSocket(opts: { buffered?: number } = {}) {
  const events: string[] = [];
  let corks = 0;
  const socket: StreamSocket & { events: string[]; terminated: boolean; writes(): string[][] } = {
    events,
    terminated: false,
    sendFrame(frame) {
      events.push(`send ${JSON.parse(payloadOf(frame)).symbol}`);
    },
    bufferedAmount: () => opts.buffered ?? 0,
    terminate() {
      socket.terminated = true;
    },
    cork() {
      corks++;
      events.push('cork');
    },
    uncork() {
      corks--;
      events.push('uncork');
    },
    /** The symbols of each write that leaves the socket: sends between cork and uncork go out together. */
    writes() {
      const out: string[][] = [];
      let current: string[] | null = null;
      for (const e of events) {
        if (e === 'cork') current = [];
        else if (e === 'uncork') {
          if (current?.length) out.push(current);
          current = null;
        } else if (current) current.push(e.slice(5));
        else out.push([e.slice(5)]);
      }
      expect(corks).toBe(0);
      return out;
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
  it('writes all of a tick’s updates for one client in a single corked write', () => {
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
  });

  it('frames each update once and writes that same frame to every subscriber of its symbol', () => {
    const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
    const frames: Buffer[] = [];
    for (const id of ['a', 'b', 'c']) {
      hub.connect(id, { ...recordingSocket(), sendFrame: (frame) => frames.push(frame) });
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
    expect(slow.events).toEqual([]);
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
