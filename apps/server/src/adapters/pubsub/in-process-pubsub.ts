import { EventEmitter } from 'node:events';
import type { PubSub } from '../../ports/pubsub.ts';

/**
 * The embedded default: one process, delivery on the next tick so publishers never run subscribers inline. Leases
 * live in memory, shared by everything using this instance.
 */
export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const leases = new Map<string, { holder: string; until: number }>();
  const holds = (key: string, holder: string) => {
    const lease = leases.get(key);
    return lease !== undefined && lease.holder === holder && Date.now() < lease.until;
  };
  const publish = async (channel: string, message: unknown) => {
    // Nobody listens: nothing to deliver (as with Redis, a subscriber that comes later does not get it).
    if (emitter.listenerCount(channel) === 0) return;
    // A copy, as Redis delivers: a subscriber never shares (or changes) the publisher's object.
    const payload = JSON.parse(JSON.stringify(message)) as unknown;
    queueMicrotask(() => emitter.emit(channel, payload));
  };
  return {
    publish,
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async holdLease(key, holder, ttlMs) {
      const lease = leases.get(key);
      if (lease && lease.holder !== holder && Date.now() < lease.until) return false;
      leases.set(key, { holder, until: Date.now() + ttlMs });
      return true;
    },
    async releaseLease(key, holder) {
      if (leases.get(key)?.holder === holder) leases.delete(key);
    },
    async publishAsHolder(key, holder, channel, message) {
      if (!holds(key, holder)) return false;
      await publish(channel, message);
      return true;
    },
    async close() {
      emitter.removeAllListeners();
      leases.clear();
    },
  };
}
