import type { StockUpdateMessage } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { STREAM_SLOT_MS, streamSlots } from '../../src/modules/stream/stream-hub.ts';
import { createTickPublisher } from '../../src/modules/stream/tick-publisher.ts';
import { manualClock } from '../../src/ports/clock.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function publisher(opts: { now: string; tickMs: number; symbols: string[] }) {
  const clock = manualClock(opts.now);
  const market = createSimulatedMarketData({ seed: 's', clock });
  const ticks: { at: number; symbols: string[] }[] = [];
  const errors: unknown[] = [];
  const p = createTickPublisher({
    instanceId: 'a',
    pubsub: createInProcessPubSub(),
    clock,
    marketData: market,
    marketFeed: market,
    marketHours: createMarketHours('nyse'),
    localSymbols: () => new Set(opts.symbols),
    onTicks: (updates: StockUpdateMessage[]) => ticks.push({ at: Date.now(), symbols: updates.map((u) => u.symbol) }),
    onError: (err) => errors.push(err),
    tickMs: opts.tickMs,
  });
  return { p, ticks, errors };
}

describe('tick publisher', () => {
  it('publishes every wanted symbol once per slot, on the clock’s whole 100 ms steps, 15 times per 1.5 s period', async () => {
    // The clock is 40 ms past a step: ticks come 60 ms later and every 100 ms after, each right after a new print.
    const { p, ticks, errors } = publisher({
      now: '2026-11-18T15:00:00.040Z',
      tickMs: 1_500,
      symbols: ['MSFT', 'AAPL'],
    });
    const t0 = Date.now();
    await p.start();
    await vi.advanceTimersByTimeAsync(3 * 1_500);
    await p.stop();
    expect(errors).toEqual([]);
    expect(streamSlots(1_500)).toBe(15);
    expect(ticks).toHaveLength(3 * 15);
    for (const t of ticks) expect(t.symbols.sort()).toEqual(['AAPL', 'MSFT']);
    expect(ticks.map((t) => t.at - t0)).toEqual(ticks.map((_, k) => 60 + k * STREAM_SLOT_MS));
  });

  it('publishes nothing while the market is closed', async () => {
    const { p, ticks } = publisher({ now: '2026-11-21T15:00:00Z', tickMs: 1_500, symbols: ['AAPL'] });
    await p.start();
    await vi.advanceTimersByTimeAsync(3_000);
    await p.stop();
    expect(ticks).toEqual([]);
  });

  it('stops ticking when stopped', async () => {
    const { p, ticks } = publisher({ now: '2026-11-18T15:00:00Z', tickMs: 1_000, symbols: ['AAPL'] });
    await p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await p.stop();
    const count = ticks.length;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(count).toBe(streamSlots(1_000));
    expect(ticks).toHaveLength(count);
  });
});
