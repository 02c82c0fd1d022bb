import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter, RateLimitRule } from '../../src/ports/rate-limiter.ts';

/** The behaviour every RateLimiter adapter must have: run by each adapter's test file. */
export function rateLimiterContract(name: string, make: () => RateLimiter): void {
  describe(`rate limiter contract: ${name}`, () => {
    let limiter: RateLimiter;
    let n = 0;
    // A fresh rule name per test keeps buckets apart on a shared Redis.
    const rule = (limit: number, windowMs: number): RateLimitRule => ({
      name: `contract-${process.pid}-${Date.now()}-${n++}`,
      limit,
      windowMs,
    });
    const t0 = Date.parse('2026-11-18T15:00:00Z');

    beforeAll(() => {
      limiter = make();
    });
    afterAll(() => limiter.close());

    it('allows a burst up to the limit, then refuses with the time until the next attempt', async () => {
      const r = rule(5, 60_000);
      const decisions = [];
      for (let i = 0; i < 6; i++) decisions.push(await limiter.consume(r, 'k', t0));
      expect(decisions.slice(0, 5).every((d) => d.allowed)).toBe(true);
      expect(decisions.map((d) => d.remaining).slice(0, 5)).toEqual([4, 3, 2, 1, 0]);
      expect(decisions[5]).toEqual({ allowed: false, remaining: 0, retryAfterMs: 12_000 });
    });

    it('refills at limit per window: one attempt back after window/limit', async () => {
      const r = rule(5, 60_000);
      for (let i = 0; i < 5; i++) await limiter.consume(r, 'k', t0);
      expect((await limiter.consume(r, 'k', t0 + 11_999)).allowed).toBe(false);
      expect((await limiter.consume(r, 'k', t0 + 12_000)).allowed).toBe(true);
      expect((await limiter.consume(r, 'k', t0 + 12_001)).allowed).toBe(false);
      const later = await limiter.consume(r, 'k', t0 + 10 * 60_000);
      expect(later).toEqual({ allowed: true, remaining: 4, retryAfterMs: 0 });
    });

    it('keeps separate buckets per key and per rule', async () => {
      const a = rule(1, 60_000);
      const b = rule(1, 60_000);
      expect((await limiter.consume(a, 'alice', t0)).allowed).toBe(true);
      expect((await limiter.consume(a, 'alice', t0)).allowed).toBe(false);
      expect((await limiter.consume(a, 'bob', t0)).allowed).toBe(true);
      expect((await limiter.consume(b, 'alice', t0)).allowed).toBe(true);
    });

    it('does not refill when the clock goes backwards', async () => {
      const r = rule(2, 60_000);
      await limiter.consume(r, 'k', t0);
      await limiter.consume(r, 'k', t0);
      expect((await limiter.consume(r, 'k', t0 - 60_000)).allowed).toBe(false);
    });
  });
}
