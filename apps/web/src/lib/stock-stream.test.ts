import { STREAM_DEFAULT_SYMBOLS } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket.ts';
import { createStockStream, reconnectDelayMs, STREAM_ERRORS, streamUrl } from './stock-stream.ts';

function setup(extra: string[] = [], competitionId?: number) {
  const sockets: FakeSocket[] = [];
  const events = { updates: [] as unknown[], states: [] as string[], errors: [] as string[] };
  const stream = createStockStream({
    url: 'ws://test/stock-stream',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    extraSymbols: () => extra,
    ...(competitionId === undefined ? {} : { competitionId }),
    onUpdate: (u) => events.updates.push(u),
    onState: (s) => events.states.push(s),
    onError: (m) => events.errors.push(m),
  });
  return { stream, sockets, events };
}

const tick = {
  type: 'stock_update',
  symbol: 'AAPL',
  price: 190.12,
  change: 1.5,
  changePercent: 0.79,
  volume: 1200,
  timestamp: '2026-11-20T15:00:00.000Z',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stock stream client', () => {
  it('uses ws:// on an http page and wss:// on an https page', () => {
    expect(streamUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/stock-stream');
    expect(streamUrl({ protocol: 'https:', host: 'arena.example' })).toBe('wss://arena.example/stock-stream');
  });

  it('subscribes to the ten default symbols and the extra ones when the connection opens', () => {
    const { stream, sockets, events } = setup(['SPY', 'AAPL']);
    stream.start();
    sockets[0]!.open();
    expect(events.states).toEqual(['connecting', 'connected']);
    expect(sockets[0]!.sent[0]).toEqual({ type: 'subscribe', symbols: [...STREAM_DEFAULT_SYMBOLS, 'SPY'] });
  });

  it('with a replay’s competitionId: subscribes to its symbols only, tagged, and passes on only its ticks', () => {
    const { stream, sockets, events } = setup(['SPY'], 42);
    stream.start();
    sockets[0]!.open();
    stream.subscribe(['KO']);
    expect(sockets[0]!.sent).toEqual([
      { type: 'subscribe', symbols: ['SPY'], competitionId: 42 },
      { type: 'subscribe', symbols: ['KO'], competitionId: 42 },
    ]);
    sockets[0]!.receive(tick);
    sockets[0]!.receive({ ...tick, competitionId: 41 });
    sockets[0]!.receive({ ...tick, competitionId: 42 });
    expect(events.updates).toEqual([{ ...tick, competitionId: 42 }]);
  });

  it('pings every 30 seconds while open', () => {
    const { stream, sockets } = setup();
    stream.start();
    sockets[0]!.open();
    vi.advanceTimersByTime(29_999);
    expect(sockets[0]!.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.sent[1]).toMatchObject({ type: 'ping', timestamp: expect.any(Number) });
    vi.advanceTimersByTime(30_000);
    expect(sockets[0]!.sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
  });

  it('delivers valid stock updates and ignores malformed or unknown messages', () => {
    const { stream, sockets, events } = setup();
    stream.start();
    sockets[0]!.open();
    sockets[0]!.receive(tick);
    sockets[0]!.receive('not json');
    sockets[0]!.receive({ type: 'stock_update', symbol: 'AAPL', price: 'high' });
    sockets[0]!.receive({ type: 'pong', timestamp: 1 });
    expect(events.updates).toEqual([tick]);
  });

  it('reconnects after 1, 2, 4, 8 and 16 seconds, then reports that the attempts ran out', () => {
    const { stream, sockets, events } = setup();
    stream.start();
    sockets[0]!.drop();
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [i, delay] of delays.entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 2);
      sockets[i + 1]!.drop();
    }
    expect(events.errors).toEqual([STREAM_ERRORS.maxAttempts]);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('tries again from a 1-second backoff when resumed after the attempts ran out, and only then', () => {
    const { stream, sockets, events } = setup();
    stream.start();
    stream.resume();
    expect(sockets).toHaveLength(1);
    sockets[0]!.drop();
    stream.resume();
    expect(sockets).toHaveLength(1);
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      vi.advanceTimersByTime(delay);
      sockets.at(-1)!.drop();
    }
    expect(events.errors).toEqual([STREAM_ERRORS.maxAttempts]);
    expect(sockets).toHaveLength(6);
    stream.resume();
    expect(sockets).toHaveLength(7);
    sockets[6]!.drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(8);
    sockets[7]!.open();
    expect(events.states.at(-1)).toBe('connected');
  });

  it('caps the backoff at 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('starts counting attempts again after a successful reconnect', () => {
    const { stream, sockets, events } = setup();
    stream.start();
    sockets[0]!.drop();
    vi.advanceTimersByTime(1_000);
    sockets[1]!.open();
    sockets[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    expect(events.errors).toEqual([]);
  });

  it('reports a connection error and a socket that cannot be created', () => {
    const { stream, sockets, events } = setup();
    stream.start();
    sockets[0]!.onerror?.({});
    expect(events.errors).toEqual([STREAM_ERRORS.connection]);

    const failing = createStockStream({
      url: 'ws://test/stock-stream',
      createSocket: () => {
        throw new Error('blocked');
      },
      onUpdate: () => {},
      onState: () => {},
      onError: (m) => events.errors.push(m),
    });
    failing.start();
    failing.stop();
    expect(events.errors).toContain(STREAM_ERRORS.create);
  });

  it('does not reconnect after stop, and sends subscribe and unsubscribe only while open', () => {
    const { stream, sockets } = setup();
    stream.start();
    stream.subscribe(['SPY']);
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    stream.subscribe(['SPY']);
    stream.unsubscribe(['SPY']);
    expect(sockets[0]!.sent.slice(1)).toEqual([
      { type: 'subscribe', symbols: ['SPY'] },
      { type: 'unsubscribe', symbols: ['SPY'] },
    ]);
    stream.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
