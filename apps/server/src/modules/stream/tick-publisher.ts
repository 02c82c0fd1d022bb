import { STREAM_TICK_MS, type StockUpdateMessage, StockUpdateMessageSchema } from '@tradearena/contracts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import type { MarketHours } from '../../ports/market-hours.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { streamSlots } from './stream-hub.ts';
import { toStockUpdate } from './to-stock-update.ts';

export const TICKS_CHANNEL = 'market:ticks';
export const INSTANCES_CHANNEL = 'market:stream-instances';
/** The publisher's lease (REDIS_PREFIX applies): whoever holds it is the one instance publishing ticks. */
export const PUBLISHER_LEASE = 'market:tick-publisher';
const ANNOUNCE_MS = 1_000;
const INSTANCE_TTL_MS = 3_500;
const LEASE_MS = 3_500;

interface Announcement {
  instanceId: string;
  symbols: string[];
}

/**
 * Live ticks across server instances (docs/product/trading.md#live-stream). Every instance announces the symbols its clients want
 * once a second and asks for the publisher's lease (taken if free, renewed if its own). The lease holder is the one
 * publisher: it keeps the upstream subscriptions for the union of symbols and, while the market is open, publishes a
 * tick of every wanted symbol once per slot (streamSlots times per tick period). Each publish goes out only if the lease is still its
 * own at that moment, so an instance stalled past the lease stays quiet once another has taken over. Every instance
 * relays each tick to the clients of its next slot, so each client gets each of its symbols once per period, all in
 * one write. Without Redis all of this stays in-process.
 */
export function createTickPublisher(opts: {
  instanceId: string;
  pubsub: PubSub;
  clock: Clock;
  marketData: MarketData;
  marketFeed: MarketFeed;
  marketHours: MarketHours;
  localSymbols(): ReadonlySet<string>;
  onTicks(updates: StockUpdateMessage[]): void;
  onError(err: unknown): void;
  tickMs?: number;
}) {
  const peers = new Map<string, { symbols: string[]; seenAt: number }>();
  const unsubscribers: (() => Promise<void>)[] = [];
  let announceTimer: NodeJS.Timeout | undefined;
  let tickTimer: NodeJS.Timeout | undefined;
  const tickMs = opts.tickMs ?? STREAM_TICK_MS;
  const slotMs = tickMs / streamSlots(tickMs);
  /** The clock's lead over real time, modulo a slot (the clock may be shifted: CLOCK_START). */
  let phase = 0;
  /** The first grid instant (real time) strictly after `t`: where the clock is on a whole slot. */
  const gridAfter = (t: number) => t + slotMs - ((((t + phase) % slotMs) + slotMs) % slotMs);
  let tracked = '';
  let ticking = false;
  let stopped = false;
  let nextTickAt = 0;
  /** Until when (local time) the lease is surely ours: renewed at `asked`, it lasts at least until asked + LEASE_MS. */
  let leaseUntil = 0;
  let renewal: Promise<void> | undefined;

  /**
   * Ticks on a fixed grid, the clock's whole slots (k × slotMs), rather than setInterval, whose delays add up under
   * load: each client is served once per period, so its gap between updates stays the tick period plus one timer
   * delay, and each tick comes right after a new print of the simulated tape. Behind by more than a slot (a stalled
   * process), it ticks at once and resumes on the grid, without a burst.
   */
  function scheduleTick(): void {
    if (stopped) return;
    tickTimer = setTimeout(
      () => {
        const now = Date.now();
        nextTickAt = nextTickAt + slotMs >= now ? nextTickAt + slotMs : gridAfter(now);
        scheduleTick();
        void tick();
      },
      Math.max(0, nextTickAt - Date.now()),
    );
    tickTimer.unref();
  }

  const announce = () =>
    opts.pubsub
      .publish(INSTANCES_CHANNEL, { instanceId: opts.instanceId, symbols: [...opts.localSymbols()] })
      .catch(opts.onError);

  const release = () => opts.pubsub.releaseLease(PUBLISHER_LEASE, opts.instanceId).catch(opts.onError);

  function renewLease(): Promise<void> {
    if (renewal || stopped) return renewal ?? Promise.resolve();
    const asked = Date.now();
    renewal = opts.pubsub
      .holdLease(PUBLISHER_LEASE, opts.instanceId, LEASE_MS)
      .then((held) => {
        leaseUntil = held && !stopped ? asked + LEASE_MS : 0;
        if (held && stopped) return release(); // taken while stopping: hand it on at once
      })
      .catch(opts.onError)
      .finally(() => {
        renewal = undefined;
      });
    return renewal;
  }

  function wanted(now: number): Set<string> {
    const all = new Set(opts.localSymbols());
    for (const [id, p] of peers) {
      if (now - p.seenAt >= INSTANCE_TTL_MS) peers.delete(id);
      else for (const s of p.symbols) all.add(s);
    }
    return all;
  }

  async function tick(): Promise<void> {
    if (ticking) return;
    ticking = true;
    try {
      const real = Date.now();
      const leader = real < leaseUntil;
      const symbols = leader ? wanted(real) : new Set<string>();
      const key = [...symbols].sort().join(',');
      if (key !== tracked) {
        tracked = key;
        opts.marketFeed.track(symbols);
      }
      if (!leader || symbols.size === 0 || !opts.marketHours.status(opts.clock.now()).isOpen) return;
      const quotes = await opts.marketData.quotes([...symbols]);
      const ticks = [...quotes.values()].map(toStockUpdate);
      if (!ticks.length) return;
      const sent = await opts.pubsub.publishAsHolder(PUBLISHER_LEASE, opts.instanceId, TICKS_CHANNEL, {
        from: opts.instanceId,
        ticks,
      });
      if (!sent) leaseUntil = 0;
    } catch (err) {
      opts.onError(err);
    } finally {
      ticking = false;
    }
  }

  return {
    async start(): Promise<void> {
      unsubscribers.push(
        await opts.pubsub.subscribe(INSTANCES_CHANNEL, (raw) => {
          const a = raw as Partial<Announcement>;
          if (typeof a?.instanceId !== 'string' || !Array.isArray(a.symbols) || a.instanceId === opts.instanceId)
            return;
          peers.set(a.instanceId, { symbols: a.symbols.filter((s) => typeof s === 'string'), seenAt: Date.now() });
        }),
        await opts.pubsub.subscribe(TICKS_CHANNEL, (raw) => {
          const ticks = (raw as { ticks?: unknown[] })?.ticks;
          if (!Array.isArray(ticks)) return;
          const valid = ticks.flatMap((t) => {
            const p = StockUpdateMessageSchema.safeParse(t);
            return p.success ? [p.data] : [];
          });
          opts.onTicks(valid);
        }),
      );
      announceTimer = setInterval(() => {
        void announce();
        void renewLease();
      }, ANNOUNCE_MS);
      announceTimer.unref();
      const real = Date.now();
      phase = (opts.clock.now().getTime() - real) % slotMs;
      nextTickAt = gridAfter(real);
      scheduleTick();
      await Promise.all([announce(), renewLease()]);
    },
    /** Called when this instance's clients change their symbols: announce at once instead of within a second. */
    symbolsChanged(): void {
      void announce();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(announceTimer);
      clearTimeout(tickTimer);
      leaseUntil = 0;
      for (const u of unsubscribers) await u();
      await release();
    },
  };
}
