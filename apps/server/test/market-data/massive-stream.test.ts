import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createMassiveStream } from '../../src/adapters/market-data/providers/massive/massive-stream.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

/** A local server speaking Massive's documented WebSocket protocol (status frames, auth, T.* trades). */
async function fakeMassive(validKey = 'key') {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const received: unknown[] = [];
  const sockets: import('ws').WebSocket[] = [];
  wss.on('connection', (ws) => {
    sockets.push(ws);
    ws.send(JSON.stringify([{ ev: 'status', status: 'connected', message: 'Connected Successfully' }]));
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { action: string; params: string };
      received.push(msg);
      if (msg.action === 'auth') {
        const ok = msg.params === validKey;
        ws.send(
          JSON.stringify([
            {
              ev: 'status',
              status: ok ? 'auth_success' : 'auth_failed',
              message: ok ? 'authenticated' : 'authentication failed',
            },
          ]),
        );
      } else if (msg.action === 'subscribe') {
        ws.send(JSON.stringify([{ ev: 'status', status: 'success', message: `subscribed to: ${msg.params}` }]));
      }
    });
  });
  closers.push(() => wss.close());
  const port = (wss.address() as { port: number }).port;
  return { url: `ws://127.0.0.1:${port}`, received, sockets };
}

const until = async (pred: () => boolean) => {
  for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(pred()).toBe(true);
};

describe('Massive upstream stream', () => {
  it('authenticates, then keeps exactly one T.<symbol> subscription per tracked symbol', async () => {
    const server = await fakeMassive();
    const stream = createMassiveStream({ apiKey: 'key', url: server.url, log: { warn: () => {} } });
    closers.push(() => stream.close());
    stream.track(new Set(['AAPL', 'MSFT']));
    await until(() => server.received.length >= 2);
    expect(server.received).toEqual([
      { action: 'auth', params: 'key' },
      { action: 'subscribe', params: 'T.AAPL,T.MSFT' },
    ]);
    stream.track(new Set(['AAPL', 'MSFT']));
    stream.track(new Set(['AAPL', 'TSLA']));
    await until(() => server.received.length >= 4);
    expect(server.received.slice(2)).toEqual([
      { action: 'subscribe', params: 'T.TSLA' },
      { action: 'unsubscribe', params: 'T.MSFT' },
    ]);
  });

  it('hands trades to the quote cache', async () => {
    const server = await fakeMassive();
    const stream = createMassiveStream({ apiKey: 'key', url: server.url, log: { warn: () => {} } });
    closers.push(() => stream.close());
    const trades: [string, number, number][] = [];
    stream.onTrade((s, p, t) => trades.push([s, p, t]));
    stream.track(new Set(['MSFT']));
    await until(() => server.received.length >= 2);
    server.sockets[0]!.send(
      JSON.stringify([
        { ev: 'T', sym: 'MSFT', x: 4, i: '12345', z: 3, p: 114.125, s: 100, c: [0, 12], t: 1536036818784, q: 3681328 },
      ]),
    );
    await until(() => trades.length === 1);
    expect(trades[0]).toEqual(['MSFT', 114.125, 1536036818784]);
  });

  it('stops after a failed authentication', async () => {
    const server = await fakeMassive('other');
    const warnings: unknown[] = [];
    const stream = createMassiveStream({ apiKey: 'key', url: server.url, log: { warn: (o) => warnings.push(o) } });
    closers.push(() => stream.close());
    stream.track(new Set(['AAPL']));
    await until(() => warnings.length > 0);
    expect(server.received.filter((m) => (m as { action: string }).action === 'subscribe')).toEqual([]);
  });
});
