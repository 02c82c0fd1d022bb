import { afterEach, describe, expect, it } from 'vitest';
import { createRedisPubSub } from '../../src/adapters/pubsub/redis-pubsub.ts';
import { TICKS_CHANNEL } from '../../src/modules/stream/tick-publisher.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStreamClient } from './stream-client.ts';

const REDIS_URL = process.env.REDIS_URL;
const apps: TestApp[] = [];
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  for (const a of apps.splice(0)) await a.close();
});

async function instance(): Promise<number> {
  const t = await createTestApp({ now: '2026-11-18T15:00:00Z', deps: { pubsub: createRedisPubSub(REDIS_URL!) } });
  apps.push(t);
  return t.listen();
}

describe.skipIf(!REDIS_URL)('/stock-stream across instances through Redis', () => {
  it('relays ticks to clients of every instance from exactly one publisher', async () => {
    const portA = await instance();
    const portB = await instance();
    const publishers = new Set<string>();
    const spy = createRedisPubSub(REDIS_URL!);
    closers.push(() => spy.close());
    await spy.subscribe(TICKS_CHANNEL, (m) => publishers.add((m as { from: string }).from));

    const a = await openStreamClient(portA);
    const b = await openStreamClient(portB);
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    a.send({ type: 'subscribe', symbols: ['AAPL'] });
    b.send({ type: 'subscribe', symbols: ['TSLA'] });
    // Let both instances hear each other, then count publishers over a fresh window.
    await new Promise((r) => setTimeout(r, 2_500));
    publishers.clear();
    const before = b.messages.filter((m) => m.type === 'stock_update' && m.symbol === 'TSLA').length;
    await new Promise((r) => setTimeout(r, 3_500)); // at least two tick periods (1.5 s each)
    expect(publishers.size).toBe(1);
    expect(
      b.messages.filter((m) => m.type === 'stock_update' && m.symbol === 'TSLA').length - before,
    ).toBeGreaterThanOrEqual(2);
    expect(a.messages.filter((m) => m.type === 'stock_update' && m.symbol === 'AAPL').length).toBeGreaterThanOrEqual(3);
    expect(b.messages.some((m) => m.type === 'stock_update' && m.symbol === 'AAPL')).toBe(false);
  });
});
