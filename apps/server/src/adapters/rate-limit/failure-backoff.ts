import type { BackoffDecision, BackoffRule } from '../../ports/rate-limiter.ts';

export interface BackoffState {
  failures: number;
  /** Instant of the last failure, epoch ms (0 when none). */
  failedAt: number;
  /** No attempt before this instant, epoch ms (0 when none). */
  lockedUntil: number;
  succeededAt: number | null;
}

const EMPTY: BackoffState = { failures: 0, failedAt: 0, lockedUntil: 0, succeededAt: null };

/**
 * Exponential failure backoff: `freeFailures` failures go through, then each failure earns a delay of
 * `baseDelayMs * 2^(failures - freeFailures)`, capped at `maxDelayMs`. Failures are forgotten `forgetFailuresAfterMs`
 * after the last one and a success `rememberSuccessMs` after it. The Redis adapter runs the same arithmetic in Lua;
 * both pass the rate-limiter contract suite.
 */
export function currentBackoff(state: BackoffState | undefined, rule: BackoffRule, now: number): BackoffState {
  let s = state ?? EMPTY;
  if (s.failures > 0 && now - s.failedAt >= rule.forgetFailuresAfterMs) {
    s = { ...s, failures: 0, failedAt: 0, lockedUntil: 0 };
  }
  if (s.succeededAt !== null && now - s.succeededAt >= rule.rememberSuccessMs) s = { ...s, succeededAt: null };
  return s;
}

export function decideBackoff(s: BackoffState, now: number): BackoffDecision {
  const retryAfterMs = Math.max(0, s.lockedUntil - now);
  return { allowed: retryAfterMs === 0, failures: s.failures, retryAfterMs, succeededAt: s.succeededAt };
}

/** One attempt counted up front as a failure, unless the key is waiting out a delay. */
export function takeBackoffAttempt(
  state: BackoffState | undefined,
  rule: BackoffRule,
  now: number,
): { state: BackoffState; decision: BackoffDecision } {
  const s = currentBackoff(state, rule, now);
  const decision = decideBackoff(s, now);
  if (!decision.allowed) return { state: s, decision };
  const failures = s.failures + 1;
  const over = failures - rule.freeFailures;
  const lockedUntil = over >= 0 ? now + Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** over) : 0;
  return { state: { ...s, failures, failedAt: now, lockedUntil }, decision };
}

export function clearBackoffFailures(now: number): BackoffState {
  return { ...EMPTY, succeededAt: now };
}

/** The instant after which the state holds nothing worth keeping. */
export function backoffExpiresAt(s: BackoffState, rule: BackoffRule): number {
  return Math.max(
    s.lockedUntil,
    s.failures > 0 ? s.failedAt + rule.forgetFailuresAfterMs : 0,
    s.succeededAt !== null ? s.succeededAt + rule.rememberSuccessMs : 0,
  );
}
