import { Redis } from 'ioredis';
import type { PubSub } from '../../ports/pubsub.ts';

/** Takes the lease (SET NX PX) or renews it (PEXPIRE) only if it is still ours: a compare-and-set in one step. */
const HOLD_LEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
const RELEASE_LEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
const PUBLISH_AS_HOLDER = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1`;

/**
 * Pub/sub across server instances through Redis: one publishing and one subscribing connection. Every channel and
 * lease key is named `prefix + name` in Redis (REDIS_PREFIX), so deployments sharing one Redis do not hear each other.
 * Leases are keys with an expiry, taken, renewed, released and checked by Lua scripts, so each step is atomic.
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
    async holdLease(key, holder, ttlMs) {
      return (await pub.eval(HOLD_LEASE, 1, prefix + key, holder, Math.ceil(ttlMs))) === 1;
    },
    async releaseLease(key, holder) {
      await pub.eval(RELEASE_LEASE, 1, prefix + key, holder);
    },
    async publishAsHolder(key, holder, channel, message) {
      return (
        (await pub.eval(PUBLISH_AS_HOLDER, 1, prefix + key, holder, prefix + channel, JSON.stringify(message))) === 1
      );
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
