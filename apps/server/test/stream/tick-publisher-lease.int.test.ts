import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { createRedisPubSub } from '../../src/adapters/pubsub/redis-pubsub.ts';
import { createTickPublisher, PUBLISHER_LEASE, TICKS_CHANNEL } from '../../src/modules/stream/tick-publisher.ts';
import { manualClock } from '../../src/ports/clock.ts';
import type { PubSub } from '../../src/ports/pubsub.ts';
import { waitUntil } from '../helpers/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL;
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/**
 * The Redis port of a process that can be stalled: while paused, its lease and publish calls wait (as a process
 * starved of CPU would not get to make them), and go out once it resumes.
 */
function stallable(pubsub: PubSub) {
  let paused: Promise<void> | undefined;
  let resume = () => {};
  const refused: unknown[] = [];
  const wrapped: PubSub = {
    ...pubsub,
    async holdLease(key, holder, ttlMs) {
      await paused;
      return pubsub.holdLease(key, holder, ttlMs);
    },
    async publishAsHolder(key, holder, channel, message) {
      await paused;
      const sent = await pubsub.publishAsHolder(key, holder, channel, message);
      if (!sent) refused.push(message);
      return sent;
    },
  };
  return {
    pubsub: wrapped,
    refused,
    pause() {
      paused = new Promise((r) => {
        resume = r;
      });
    },
    resume() {
      paused = undefined;
      resume();
    },
  };
}

function instance(name: string, prefix: string, symbol: string) {
  const clock = manualClock('2026-11-18T15:00:00Z'); // a Wednesday, 10:00 New York: the market is open
  const market = createSimulatedMarketData({ seed: 's', clock });
  const redis = createRedisPubSub(REDIS_URL!, { prefix });
  const port = stallable(redis);
  const errors: unknown[] = [];
  const publisher = createTickPublisher({
    instanceId: name,
    pubsub: port.pubsub,
    clock,
    marketData: market,
    marketFeed: market,
    marketHours: createMarketHours('nyse'),
    localSymbols: () => new Set([symbol]),
    onTicks: () => {},
    onError: (err) => errors.push(err),
    tickMs: 300,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    port.resume();
    await publisher.stop();
    await redis.close();
  };
  closers.push(stop);
  return { publisher, port, errors, stop };
}

/** The publishers heard, in order, one entry per run of ticks from the same one. */
const runs = (from: string[]) => from.filter((f, i) => i === 0 || from[i - 1] !== f);

describe.skipIf(!REDIS_URL)('tick publisher lease through Redis', () => {
  it('lets only one instance publish at a time, and a stalled ex-leader stays quiet until it wins the lease again', async () => {
    const prefix = `ta-${randomBytes(4).toString('hex')}:`;
    const heard: string[] = [];
    const spy = createRedisPubSub(REDIS_URL!, { prefix });
    closers.push(() => spy.close());
    await spy.subscribe(TICKS_CHANNEL, (m) => heard.push((m as { from: string }).from));

    const a = instance('a', prefix, 'AAPL');
    await a.publisher.start();
    const b = instance('b', prefix, 'TSLA');
    await b.publisher.start();
    await waitUntil('a publishes', () => heard.includes('a'));
    const raw = new Redis(REDIS_URL!);
    closers.push(async () => raw.disconnect());
    expect(await raw.get(prefix + PUBLISHER_LEASE)).toBe('a'); // the lease key is under REDIS_PREFIX

    // a stalls past its lease: b takes over once the lease has expired.
    a.port.pause();
    await waitUntil('b takes over', () => heard.includes('b'), { timeoutMs: 10_000 });
    await new Promise((r) => setTimeout(r, 600));

    // a resumes: the publish it had started before stalling is refused, and it stays quiet while b holds the lease.
    a.port.resume();
    await waitUntil('the stalled publish is refused', () => a.port.refused.length > 0);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs(heard)).toEqual(['a', 'b']);

    // b goes away and gives the lease up: a wins it again and publishes again.
    await b.stop();
    const before = heard.length;
    await waitUntil('a publishes again', () => heard.slice(before).includes('a'), { timeoutMs: 10_000 });
    await new Promise((r) => setTimeout(r, 600));
    expect(runs(heard)).toEqual(['a', 'b', 'a']);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
