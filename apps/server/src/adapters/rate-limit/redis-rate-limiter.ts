import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimiter } from '../../ports/rate-limiter.ts';

// The token bucket of token-bucket.ts, atomically in Redis. A bucket untouched for a window is full again, so the
// key expires after one window. Numbers go back as strings (Redis would truncate Lua floats to integers).
const TAKE_TOKEN = `
local capacity = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local rate = capacity / window
local data = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(data[1])
local at = tonumber(data[2])
if tokens == nil or at == nil then tokens = capacity; at = now end
if now > at then tokens = math.min(capacity, tokens + (now - at) * rate); at = now end
local allowed = 0
local retry = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 else retry = math.ceil((1 - tokens) / rate) end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.17g', at))
redis.call('PEXPIRE', KEYS[1], window)
return { allowed, string.format('%.17g', tokens), retry }
`;

/** Buckets shared by every instance through Redis (REDIS_URL). Keys hold a hash of the caller's key, not the key. */
export function createRedisRateLimiter(redisUrl: string, opts: { prefix?: string } = {}): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  const prefix = opts.prefix ?? 'ta:rl:';
  return {
    async consume(rule, key, now) {
      const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
      const [allowed, tokens, retry] = (await redis.eval(
        TAKE_TOKEN,
        1,
        `${prefix}${rule.name}:${digest}`,
        rule.limit,
        rule.windowMs,
        now,
      )) as [number, string, number];
      return {
        allowed: allowed === 1,
        remaining: Math.max(0, Math.floor(Number(tokens))),
        retryAfterMs: Number(retry),
      };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
