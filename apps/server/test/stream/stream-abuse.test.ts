import { STREAM_MAX_MESSAGE_BYTES } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_MAX_UNSENT_BYTES } from '../../src/modules/stream/stream-hub.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { maskedTextFrame, openStalledStreamClient } from './stalled-stream-client.ts';
import { openStreamClient } from './stream-client.ts';

let t: TestApp | undefined;
const clients: Awaited<ReturnType<typeof openStreamClient>>[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await t?.close();
  t = undefined;
});

async function start(opts: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(opts);
  return t.listen();
}

async function client(port: number, opts: Parameters<typeof openStreamClient>[1] = {}) {
  const c = await openStreamClient(port, opts);
  clients.push(c);
  await c.waitFor((m) => m.some((x) => x.type === 'connected'));
  return c;
}

/** Samples, until stopped, the largest unsent backlog of any server-side socket and the process's memory growth. */
function watchServer(app: TestApp['app']) {
  const rssBefore = process.memoryUsage().rss;
  let maxUnsent = 0;
  let maxRssGrowth = 0;
  const timer = setInterval(() => {
    for (const ws of app.websocketServer.clients) maxUnsent = Math.max(maxUnsent, ws.bufferedAmount);
    maxRssGrowth = Math.max(maxRssGrowth, process.memoryUsage().rss - rssBefore);
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return { maxUnsent, maxRssGrowth };
    },
  };
}

const MB = 1024 * 1024;

describe('/stock-stream under abuse', () => {
  it('closes a stalled reader flooding 60 KB pings (the reported attack) before memory grows', async () => {
    const port = await start();
    const attacker = await openStalledStreamClient(port);
    const watch = watchServer(t!.app);
    const ping = maskedTextFrame(JSON.stringify({ type: 'ping', timestamp: 'x'.repeat(60_000) }));
    await attacker.flood(ping, 300 * MB);
    await attacker.closed;
    const seen = watch.stop();
    expect(attacker.isClosed()).toBe(true);
    expect(seen.maxRssGrowth).toBeLessThan(200 * MB);
    await expect.poll(() => t!.app.websocketServer.clients.size).toBe(0);
  });

  it('cuts off a stalled reader once its unsent replies pass the cap, even with no subscription', async () => {
    // No message rate limit here: what stops this client must be the cap on unsent data, on replies (pongs).
    const port = await start({ stream: { messagesPerSecond: 1_000_000 } });
    const attacker = await openStalledStreamClient(port);
    const watch = watchServer(t!.app);
    const ping = maskedTextFrame(JSON.stringify({ type: 'ping', timestamp: 'x'.repeat(64) }));
    await attacker.flood(ping, 300 * MB);
    await attacker.closed;
    const seen = watch.stop();
    expect(attacker.isClosed()).toBe(true);
    // Checked before every write, so the backlog never passes the cap by more than one write.
    expect(seen.maxUnsent).toBeLessThanOrEqual(STREAM_MAX_UNSENT_BYTES + 64 * 1024);
    expect(seen.maxRssGrowth).toBeLessThan(200 * MB);
    await expect.poll(() => t!.app.websocketServer.clients.size).toBe(0);
  });

  it('closes a connection sending a message over the size limit with 1009', async () => {
    const port = await start();
    const c = await client(port);
    c.send({ type: 'ping', timestamp: 'x'.repeat(STREAM_MAX_MESSAGE_BYTES) });
    await c.closed;
    expect(c.closeCode()).toBe(1009);
    expect(c.ofType('pong')).toEqual([]);
  });

  it('answers a message with a field out of bounds with an error and stays open', async () => {
    const port = await start();
    const c = await client(port);
    c.send({ type: 'ping', timestamp: 'x'.repeat(65) });
    c.send({ type: 'subscribe', symbols: ['AAPL', 'A'.repeat(11)] });
    c.send({ type: 'ping', timestamp: 'x'.repeat(64) });
    await c.waitFor((m) => m.some((x) => x.type === 'pong'));
    expect(c.ofType('error').map((e) => e.message)).toEqual([
      'Invalid ping message: timestamp must be a number or text of at most 64 characters',
      'Invalid subscribe message: symbols must be a list of symbols',
    ]);
    expect(c.ofType('subscribed')).toEqual([]);
    expect(c.ofType('pong')).toEqual([{ type: 'pong', timestamp: 'x'.repeat(64) }]);
    expect(c.isClosed()).toBe(false);
  });

  it('answers a burst within the limit in full', async () => {
    const port = await start({ stream: { messagesPerSecond: 20 } });
    const c = await client(port);
    for (let i = 0; i < 40; i++) c.send({ type: 'ping', timestamp: i });
    await c.waitFor((m) => m.filter((x) => x.type === 'pong').length === 40);
    expect(c.ofType('error')).toEqual([]);
    expect(c.isClosed()).toBe(false);
  });

  it('warns once and ignores messages over the rate limit, and stays open', async () => {
    const port = await start({ stream: { messagesPerSecond: 20 } });
    const c = await client(port);
    for (let i = 0; i < 60; i++) c.send({ type: 'ping', timestamp: i });
    c.send({ type: 'ping', timestamp: 'last' });
    await c.waitFor((m) => m.some((x) => x.type === 'error'));
    await new Promise((r) => setTimeout(r, 300));
    expect(c.ofType('error').map((e) => e.message)).toEqual([
      'Too many messages: at most 20 a second (40 at once); the rest were ignored',
    ]);
    expect(c.ofType('pong').length).toBeGreaterThanOrEqual(40);
    expect(c.ofType('pong').length).toBeLessThan(61);
    expect(c.isClosed()).toBe(false);
  });

  it('closes a connection that keeps flooding past the rate limit with 1008', async () => {
    const port = await start({ stream: { messagesPerSecond: 20 } });
    const c = await client(port);
    for (let i = 0; i < 200; i++) c.send({ type: 'ping', timestamp: i });
    await c.closed;
    expect(c.closeCode()).toBe(1008);
    expect(c.closeReason()).toBe('Too many messages');
    expect(c.ofType('error').filter((e) => String(e.message).startsWith('Too many messages'))).toHaveLength(1);
  });

  it('drops a client that keeps sending messages but never answers the heartbeat', async () => {
    const port = await start({ stream: { heartbeatMs: 200 } });
    const dead = await client(port, { autoPong: false });
    const live = await client(port);
    const chatter = setInterval(() => {
      if (!dead.isClosed()) dead.send({ type: 'ping', timestamp: Date.now() });
    }, 50);
    try {
      await dead.closed;
    } finally {
      clearInterval(chatter);
    }
    expect(dead.isClosed()).toBe(true);
    expect(live.isClosed()).toBe(false);
  });
});
