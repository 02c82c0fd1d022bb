import type { RateLimiter } from '../../ports/rate-limiter.ts';
import { type BucketState, takeToken } from './token-bucket.ts';

/** Buckets in this process (one instance, or tests). Full buckets are forgotten once the map grows large. */
export function createMemoryRateLimiter(opts: { maxKeys?: number } = {}): RateLimiter {
  const maxKeys = opts.maxKeys ?? 50_000;
  const buckets = new Map<string, BucketState & { windowMs: number }>();
  const sweep = (now: number) => {
    for (const [k, b] of buckets) if (now - b.at >= b.windowMs) buckets.delete(k);
  };
  return {
    async consume(rule, key, now) {
      const id = `${rule.name}\u0000${key}`;
      const { state, decision } = takeToken(buckets.get(id), rule, now);
      if (!buckets.has(id) && buckets.size >= maxKeys) sweep(now);
      buckets.set(id, { ...state, windowMs: rule.windowMs });
      return decision;
    },
    async close() {
      buckets.clear();
    },
  };
}
