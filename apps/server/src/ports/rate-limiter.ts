/**
 * Rate limiting as a port: a token bucket per (rule, key). A rule allows a burst of `limit` attempts and refills at
 * `limit` per `windowMs`, so a whole class can sign in at once while a script is held to the refill rate.
 * In memory by default; Redis when REDIS_URL is set, so every instance shares the same buckets.
 */
export interface RateLimitRule {
  /** Namespaces the buckets, e.g. `sign-in:ip`. */
  name: string;
  /** Burst size and attempts refilled per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole attempts left right now. */
  remaining: number;
  /** When refused: milliseconds until one attempt is available again; 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Takes one attempt from the bucket of `key` under `rule` at instant `now` (epoch ms), if one is left. */
  consume(rule: RateLimitRule, key: string, now: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}
