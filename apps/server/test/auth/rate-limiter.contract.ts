import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackoffRule, RateLimiter, RateLimitRule } from '../../src/ports/rate-limiter.ts';

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
    const backoffRule = (overrides: Partial<BackoffRule> = {}): BackoffRule => ({
      name: `contract-backoff-${process.pid}-${Date.now()}-${n++}`,
      freeFailures: 3,
      baseDelayMs: 1_000,
      maxDelayMs: 10_000,
      forgetFailuresAfterMs: 60 * 60_000,
      rememberSuccessMs: 24 * 60 * 60_000,
      ...overrides,
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

    it('gives back a refunded attempt, never above the limit', async () => {
      const r = rule(2, 60_000);
      await limiter.consume(r, 'k', t0);
      await limiter.consume(r, 'k', t0);
      await limiter.refund(r, 'k', t0);
      expect(await limiter.consume(r, 'k', t0)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
      expect((await limiter.consume(r, 'k', t0)).allowed).toBe(false);
      const full = rule(2, 60_000);
      await limiter.refund(full, 'k', t0);
      await limiter.consume(full, 'k', t0);
      await limiter.refund(full, 'k', t0);
      await limiter.refund(full, 'k', t0);
      expect((await limiter.consume(full, 'k', t0)).remaining).toBe(1);
    });

    it('lets the free failures through, then delays 1 s, 2 s, 4 s … up to the cap', async () => {
      const r = backoffRule();
      const taken = [];
      for (let i = 0; i < 4; i++) taken.push(await limiter.takeBackoff(r, 'k', t0));
      expect(taken.map((d) => [d.allowed, d.failures])).toEqual([
        [true, 0],
        [true, 1],
        [true, 2],
        [false, 3],
      ]);
      expect(taken[3]!.retryAfterMs).toBe(1_000);
      expect(await limiter.peekBackoff(r, 'k', t0 + 999)).toEqual({
        allowed: false,
        failures: 3,
        retryAfterMs: 1,
        succeededAt: null,
      });
      expect((await limiter.takeBackoff(r, 'k', t0 + 1_000)).allowed).toBe(true);
      expect((await limiter.peekBackoff(r, 'k', t0 + 1_000)).retryAfterMs).toBe(2_000);
      expect((await limiter.takeBackoff(r, 'k', t0 + 3_000)).allowed).toBe(true);
      expect((await limiter.peekBackoff(r, 'k', t0 + 3_000)).retryAfterMs).toBe(4_000);
      let at = t0 + 7_000;
      for (let i = 0; i < 5; i++) at += (await limiter.takeBackoff(r, 'k', at)).retryAfterMs + 10_000;
      expect((await limiter.peekBackoff(r, 'k', at)).failures).toBe(10);
      await limiter.takeBackoff(r, 'k', at);
      expect((await limiter.peekBackoff(r, 'k', at)).retryAfterMs).toBe(10_000);
    });

    it('peeks without counting, keeps keys apart, and forgets failures after a quiet while', async () => {
      const r = backoffRule({ freeFailures: 1 });
      expect(await limiter.peekBackoff(r, 'a', t0)).toEqual({
        allowed: true,
        failures: 0,
        retryAfterMs: 0,
        succeededAt: null,
      });
      await limiter.takeBackoff(r, 'a', t0);
      expect((await limiter.peekBackoff(r, 'a', t0)).failures).toBe(1);
      expect((await limiter.peekBackoff(r, 'b', t0)).failures).toBe(0);
      expect((await limiter.peekBackoff(r, 'a', t0 + 60 * 60_000)).failures).toBe(0);
    });

    it('clears failures on success and remembers the success for a while', async () => {
      const r = backoffRule({ freeFailures: 1 });
      await limiter.takeBackoff(r, 'k', t0);
      expect((await limiter.takeBackoff(r, 'k', t0)).allowed).toBe(false);
      await limiter.clearBackoff(r, 'k', t0 + 5);
      expect(await limiter.peekBackoff(r, 'k', t0 + 10)).toEqual({
        allowed: true,
        failures: 0,
        retryAfterMs: 0,
        succeededAt: t0 + 5,
      });
      expect((await limiter.takeBackoff(r, 'k', t0 + 10)).succeededAt).toBe(t0 + 5);
      expect((await limiter.peekBackoff(r, 'k', t0 + 5 + 24 * 60 * 60_000)).succeededAt).toBeNull();
    });
  });
}
