import type { RateLimitDecision, RateLimitRule } from '../../ports/rate-limiter.ts';

export interface BucketState {
  tokens: number;
  /** Instant of the last refill, epoch ms. */
  at: number;
}

/**
 * One attempt against a token bucket: refill by elapsed time (never backwards), then take a token if one is whole.
 * The Redis adapter runs the same arithmetic in Lua; both pass the rate-limiter contract suite.
 */
export function takeToken(
  state: BucketState | undefined,
  rule: RateLimitRule,
  now: number,
): { state: BucketState; decision: RateLimitDecision } {
  const rate = rule.limit / rule.windowMs;
  let tokens = state?.tokens ?? rule.limit;
  let at = state?.at ?? now;
  if (now > at) {
    tokens = Math.min(rule.limit, tokens + (now - at) * rate);
    at = now;
  }
  if (tokens >= 1) {
    tokens -= 1;
    return { state: { tokens, at }, decision: { allowed: true, remaining: Math.floor(tokens), retryAfterMs: 0 } };
  }
  return {
    state: { tokens, at },
    decision: { allowed: false, remaining: 0, retryAfterMs: Math.ceil((1 - tokens) / rate) },
  };
}

/** Gives one attempt back to a bucket (after the same refill), never above the limit. A bucket never seen is full. */
export function returnToken(state: BucketState | undefined, rule: RateLimitRule, now: number): BucketState | undefined {
  if (!state) return undefined;
  const rate = rule.limit / rule.windowMs;
  let { tokens, at } = state;
  if (now > at) {
    tokens = Math.min(rule.limit, tokens + (now - at) * rate);
    at = now;
  }
  return { tokens: Math.min(rule.limit, tokens + 1), at };
}
