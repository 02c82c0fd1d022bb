import { afterEach, describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { manualClock } from '../../src/ports/clock.ts';
import type { MarketFeed } from '../../src/ports/market-feed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStreamClient, type StreamMessage } from './stream-client.ts';

let t: TestApp;
const clients: Awaited<ReturnType<typeof openStreamClient>>[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await t?.close();
});

async function start(opts: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(opts);
  return t.listen();
}

async function client(port: number, opts: { autoPong?: boolean } = {}) {
  const c = await openStreamClient(port, opts);
  clients.push(c);
  await c.waitFor((m) => m.some((x) => x.type === 'connected'));
  return c;
}

const updatesOf = (m: StreamMessage[], symbol: string) =>
  m.filter((x) => x.type === 'stock_update' && x.symbol === symbol);

describe('/stock-stream', () => {
  it('greets a new connection with connected and a clientId', async () => {
    const port = await start();
    const c = await client(port);
    expect(c.messages[0]).toMatchObject({ type: 'connected', clientId: expect.any(String) });
  });

  it('never negotiates permessage-deflate, even when the client offers it', async () => {
    const port = await start();
    const c = await client(port);
    // The ws client offers permessage-deflate by default; compressing every tick per client would cost more than it saves.
    expect(c.socket.extensions).toBe('');
  });

  it('confirms a subscription with the current list and sends updates at least every 2 s while open', async () => {
    const port = await start({ now: '2026-11-18T15:00:00Z' });
    // Several clients, so they are served in different slots of the (default) tick period.
    const clients = await Promise.all([1, 2, 3, 4].map(() => client(port)));
    for (const c of clients) c.send({ type: 'subscribe', symbols: ['aapl', 'MSFT'] });
    for (const c of clients) await c.waitFor((m) => m.some((x) => x.type === 'subscribed'));
    expect(clients[0]!.ofType('subscribed')[0]).toEqual({ type: 'subscribed', symbols: ['AAPL', 'MSFT'] });
    for (const c of clients) {
      await c.waitFor((m) => updatesOf(m, 'AAPL').length >= 4 && updatesOf(m, 'MSFT').length >= 4, 8_000);
    }
    for (const c of clients) {
      for (const symbol of ['AAPL', 'MSFT']) {
        const at = c.receivedAt.filter(
          (_, i) => c.messages[i]!.type === 'stock_update' && c.messages[i]!.symbol === symbol,
        );
        const gaps = at.slice(1).map((t, i) => t - at[i]!);
        expect(Math.max(...gaps)).toBeLessThan(2_000);
      }
    }
    const update = updatesOf(clients[0]!.messages, 'AAPL')[0]!;
    expect(Object.keys(update).sort()).toEqual(
      ['change', 'changePercent', 'price', 'symbol', 'timestamp', 'type', 'volume'].sort(),
    );
  });

  it('stops updating a symbol after unsubscribe and confirms the remaining list', async () => {
    const port = await start();
    const c = await client(port);
    c.send({ type: 'subscribe', symbols: ['AAPL', 'TSLA'] });
    c.send({ type: 'unsubscribe', symbols: ['TSLA'] });
    await c.waitFor((m) => m.filter((x) => x.type === 'subscribed').length === 2);
    expect(c.ofType('subscribed')[1]).toEqual({ type: 'subscribed', symbols: ['AAPL'] });
    const before = updatesOf(c.messages, 'TSLA').length;
    await c.waitFor((m) => updatesOf(m, 'AAPL').length >= 3);
    expect(updatesOf(c.messages, 'TSLA').length).toBe(before);
  });

  it('answers malformed JSON, an unknown type and an unknown symbol with errors and stays open', async () => {
    const port = await start();
    const c = await client(port);
    c.send('{not json');
    c.send({ type: 'dance' });
    c.send({ type: 'subscribe', symbols: ['ZZZZ', 'NVDA'] });
    c.send({ type: 'ping', timestamp: 1234 });
    await c.waitFor((m) => m.some((x) => x.type === 'pong'));
    expect(c.ofType('error').map((e) => e.message)).toEqual([
      'Malformed message: expected JSON',
      'Unknown message type: dance',
      'Unknown symbol: ZZZZ',
    ]);
    expect(c.ofType('subscribed')[0]).toEqual({ type: 'subscribed', symbols: ['NVDA'] });
    expect(c.ofType('pong')[0]).toEqual({ type: 'pong', timestamp: 1234 });
    expect(c.isClosed()).toBe(false);
  });

  it('names a hostile or non-text type by its JSON type and says what is wrong with a bad ping', async () => {
    const port = await start();
    const c = await client(port);
    c.send({ type: { toString: 1 } });
    c.send({ type: ['subscribe'] });
    c.send({ type: null });
    c.send({ type: 'x'.repeat(500) });
    c.send({ type: 'ping', timestamp: {} });
    c.send({ type: 'subscribe', symbols: 'AAPL' });
    await c.waitFor((m) => m.filter((x) => x.type === 'error').length === 6);
    expect(c.ofType('error').map((e) => e.message)).toEqual([
      'Unknown message type: object',
      'Unknown message type: array',
      'Unknown message type: null',
      `Unknown message type: ${'x'.repeat(50)}`,
      'Invalid ping message: timestamp must be a number or text of at most 64 characters',
      'Invalid subscribe message: symbols must be a list of symbols',
    ]);
    expect(c.isClosed()).toBe(false);
  });

  it('refuses more than 50 symbols per connection', async () => {
    const port = await start();
    const c = await client(port);
    const symbols = UNIVERSE.slice(0, 51).map((u) => u.symbol);
    c.send({ type: 'subscribe', symbols });
    await c.waitFor((m) => m.some((x) => x.type === 'error'));
    expect(c.ofType('error')[0]!.message).toContain('at most 50');
    expect(c.ofType('subscribed')[0]).toEqual({ type: 'subscribed', symbols: [] });
  });

  it('sends the last price on subscribe but no ticks while the market is closed', async () => {
    const port = await start({ now: '2026-11-21T15:00:00Z' });
    const c = await client(port);
    c.send({ type: 'subscribe', symbols: ['AAPL'] });
    await c.waitFor((m) => updatesOf(m, 'AAPL').length === 1);
    await new Promise((r) => setTimeout(r, 2_200));
    expect(updatesOf(c.messages, 'AAPL')).toHaveLength(1);
    expect(updatesOf(c.messages, 'AAPL')[0]!.timestamp).toBe('2026-11-20T21:00:00.000Z');
  });

  it('keeps one upstream subscription per symbol however many clients want it', async () => {
    const tracked: string[][] = [];
    const feed = createSimulatedMarketData({ seed: 's', clock: manualClock('2026-11-18T15:00:00Z') });
    const recording: MarketFeed = { ...feed, track: (s) => tracked.push([...s].sort()) };
    const port2 = await start({ deps: { marketFeed: recording } });
    const a = await client(port2);
    const b = await client(port2);
    a.send({ type: 'subscribe', symbols: ['AAPL'] });
    b.send({ type: 'subscribe', symbols: ['AAPL'] });
    await a.waitFor((m) => updatesOf(m, 'AAPL').length >= 2);
    await b.waitFor((m) => updatesOf(m, 'AAPL').length >= 2);
    expect(tracked.filter((s) => s.includes('AAPL'))).toEqual([['AAPL']]);
  });

  it('drops a connection that stops answering the heartbeat', async () => {
    const port = await start({ stream: { heartbeatMs: 200 } });
    const dead = await client(port, { autoPong: false });
    const live = await client(port);
    await dead.closed;
    expect(dead.isClosed()).toBe(true);
    expect(live.isClosed()).toBe(false);
  });
});
