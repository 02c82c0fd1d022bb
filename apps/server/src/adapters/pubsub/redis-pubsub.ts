import { Redis } from 'ioredis';
import type { PubSub } from '../../ports/pubsub.ts';

/**
 * Pub/sub across server instances through Redis: one publishing and one subscribing connection. Every channel is
 * named `prefix + channel` in Redis (REDIS_PREFIX), so deployments sharing one Redis do not hear each other.
 */
export function createRedisPubSub(url: string, opts: { prefix?: string } = {}): PubSub {
  const prefix = opts.prefix ?? '';
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // No ready check (INFO) on the subscriber: a SUBSCRIBE sent while connecting would make it fail (ioredis 5.x).
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableReadyCheck: false });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  sub.on('message', (named: string, raw: string) => {
    if (!named.startsWith(prefix)) return;
    const set = handlers.get(named.slice(prefix.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of set) h(message);
  });
  return {
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        const s = handlers.get(channel);
        if (!s) return;
        s.delete(handler);
        if (s.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(prefix + channel);
        }
      };
    },
    async close() {
      handlers.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}
