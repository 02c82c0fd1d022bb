import type { BackoffRule, RateLimiter } from '../../ports/rate-limiter.ts';
import {
  type BackoffState,
  backoffExpiresAt,
  clearBackoffFailures,
  currentBackoff,
  decideBackoff,
  takeBackoffAttempt,
} from './failure-backoff.ts';
import { type BucketState, returnToken, takeToken } from './token-bucket.ts';

/**
 * Buckets and backoffs in this process (one instance, or tests). Full buckets and expired backoffs are forgotten once
 * a map grows large; backoffs beyond the cap are dropped oldest first (a forgotten success only costs the exception).
 */
export function createMemoryRateLimiter(opts: { maxKeys?: number } = {}): RateLimiter {
  const maxKeys = opts.maxKeys ?? 50_000;
  const buckets = new Map<string, BucketState & { windowMs: number }>();
  const backoffs = new Map<string, BackoffState & { expiresAt: number }>();
  const sweep = (now: number) => {
    for (const [k, b] of buckets) if (now - b.at >= b.windowMs) buckets.delete(k);
  };
  const sweepBackoffs = (now: number) => {
    for (const [k, b] of backoffs) if (b.expiresAt <= now) backoffs.delete(k);
    for (const k of backoffs.keys()) {
      if (backoffs.size < maxKeys) break;
      backoffs.delete(k);
    }
  };
  const idOf = (name: string, key: string) => `${name}\u0000${key}`;
  const saveBackoff = (id: string, state: BackoffState, rule: BackoffRule, now: number) => {
    if (!backoffs.has(id) && backoffs.size >= maxKeys) sweepBackoffs(now);
    backoffs.delete(id); // re-inserted last: the map stays in order of last write
    backoffs.set(id, { ...state, expiresAt: backoffExpiresAt(state, rule) });
  };
  return {
    async consume(rule, key, now) {
      const id = idOf(rule.name, key);
      const { state, decision } = takeToken(buckets.get(id), rule, now);
      if (!buckets.has(id) && buckets.size >= maxKeys) sweep(now);
      buckets.set(id, { ...state, windowMs: rule.windowMs });
      return decision;
    },
    async refund(rule, key, now) {
      const id = idOf(rule.name, key);
      const state = returnToken(buckets.get(id), rule, now);
      if (state) buckets.set(id, { ...state, windowMs: rule.windowMs });
    },
    async peekBackoff(rule, key, now) {
      return decideBackoff(currentBackoff(backoffs.get(idOf(rule.name, key)), rule, now), now);
    },
    async takeBackoff(rule, key, now) {
      const id = idOf(rule.name, key);
      const { state, decision } = takeBackoffAttempt(backoffs.get(id), rule, now);
      saveBackoff(id, state, rule, now);
      return decision;
    },
    async clearBackoff(rule, key, now) {
      saveBackoff(idOf(rule.name, key), clearBackoffFailures(now), rule, now);
    },
    async close() {
      buckets.clear();
      backoffs.clear();
    },
  };
}
