import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import type { RateLimitRule } from '../ports/rate-limiter.ts';

/**
 * The client address as a rate-limit key. IPv6 clients are keyed by their /64 network, since one connection
 * usually owns a whole /64 and could otherwise rotate addresses. X-Forwarded-For counts only from TRUST_PROXY peers.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip) || ip.toLowerCase().startsWith('::ffff:')) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Takes one attempt from each bucket in order; the first empty bucket ends the request with 429 RATE_LIMITED, a
 * message saying how long to wait, and `Retry-After` in seconds. If the limiter itself fails (Redis down), the
 * request goes through and the failure is logged: an outage must not lock every user out.
 */
export async function enforceRateLimits(
  request: FastifyRequest,
  checks: ReadonlyArray<{ rule: RateLimitRule; key: string }>,
): Promise<void> {
  const { rateLimiter, clock } = request.server.deps;
  const now = clock.now().getTime();
  for (const { rule, key } of checks) {
    let decision: Awaited<ReturnType<typeof rateLimiter.consume>>;
    try {
      decision = await rateLimiter.consume(rule, key, now);
    } catch (err) {
      request.log.error({ err, rule: rule.name }, 'rate limiter unavailable; request allowed');
      return;
    }
    if (decision.allowed) continue;
    throw rateLimitedError(decision.retryAfterMs);
  }
}

/** The 429 RATE_LIMITED answer: a message saying how long to wait, and `Retry-After` in whole seconds (at least 1). */
export function rateLimitedError(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts. Please wait ${retryAfterText(seconds)} and try again.`, {
    'retry-after': String(seconds),
  });
}
