/** What to do with one message of a stream connection. */
export type MessageVerdict = 'accept' | 'warn' | 'drop' | 'close';

/**
 * The message budget of one stream connection: a token bucket refilled with `perSecond` tokens a second and holding
 * at most twice that (a burst). A message without a token is ignored — the first of a run is answered with a warning
 * (`warn`), the rest silently (`drop`) — and puts the bucket in debt; a client that runs up another burst of debt is
 * flooding and is closed (`close`). Time is an argument (milliseconds of a monotonic clock).
 */
export function createMessageRateLimit(opts: { perSecond: number; nowMs: number }) {
  const burst = opts.perSecond * 2;
  let tokens = burst;
  let at = opts.nowMs;
  return {
    burst,
    take(nowMs: number): MessageVerdict {
      tokens = Math.min(burst, tokens + (Math.max(0, nowMs - at) / 1000) * opts.perSecond);
      at = nowMs;
      const before = tokens;
      tokens -= 1;
      if (tokens >= 0) return 'accept';
      if (tokens < -burst) return 'close';
      return before >= 0 ? 'warn' : 'drop';
    },
  };
}
