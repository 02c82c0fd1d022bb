/**
 * Rate limiting as a port, in two shapes.
 * - Token buckets per (rule, key): a rule allows a burst of `limit` attempts and refills at `limit` per `windowMs`,
 *   so a whole class can sign in at once while a script is held to the refill rate. `refund` gives an attempt back,
 *   so a bucket can count only failures: take a token before the check (concurrent attempts cannot overshoot), give
 *   it back when the attempt succeeded.
 * - Failure backoff per (rule, key): a few free failures, then a delay that doubles with each further failure, up to a
 *   cap; a success clears the failures and is remembered (a known sign-in address for an account).
 * In memory by default; Redis when REDIS_URL is set, so every instance shares the same state.
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

export interface BackoffRule {
  /** Namespaces the keys, e.g. `sign-in:pair`. */
  name: string;
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** The delay after the first failure past the free ones; it doubles with each further failure... */
  baseDelayMs: number;
  /** ...up to this cap. */
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetFailuresAfterMs: number;
  /** A success is remembered this long. */
  rememberSuccessMs: number;
}

export interface BackoffDecision {
  allowed: boolean;
  /** Failures counted for the key before this call. */
  failures: number;
  /** When refused: milliseconds until the delay ends; 0 when allowed. */
  retryAfterMs: number;
  /** Instant of the last success still remembered (epoch ms), or null. */
  succeededAt: number | null;
}

export interface RateLimiter {
  /** Takes one attempt from the bucket of `key` under `rule` at instant `now` (epoch ms), if one is left. */
  consume(rule: RateLimitRule, key: string, now: number): Promise<RateLimitDecision>;
  /** Gives back one attempt that `consume` took (never above `limit`); an attempt that turned out not to count. */
  refund(rule: RateLimitRule, key: string, now: number): Promise<void>;
  /** Whether an attempt on `key` may go ahead now, without counting anything. */
  peekBackoff(rule: BackoffRule, key: string, now: number): Promise<BackoffDecision>;
  /**
   * Atomically: if `key` is not waiting out a delay, counts one failure up front (so concurrent attempts cannot
   * overshoot) and starts the delay it earns; `clearBackoff` takes it back when the attempt succeeds.
   */
  takeBackoff(rule: BackoffRule, key: string, now: number): Promise<BackoffDecision>;
  /** A success: failures and delay cleared, the success remembered for `rememberSuccessMs`. */
  clearBackoff(rule: BackoffRule, key: string, now: number): Promise<void>;
  close(): Promise<void>;
}
