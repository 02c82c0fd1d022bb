import { Redis } from 'ioredis';
import type { PubSub } from '../../ports/pubsub.ts';

/** Pub/sub across server instances through Redis: one publishing and one subscribing connection. */
export function createRedisPubSub(url: string): PubSub {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // No ready check (INFO) on the subscriber: a SUBSCRIBE sent while connecting would make it fail (ioredis 5.x).
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableReadyCheck: false });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
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
      await pub.publish(channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const s = handlers.get(channel);
        if (!s) return;
        s.delete(handler);
        if (s.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(channel);
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
