import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BackoffDecision, BackoffRule, RateLimiter } from '../../ports/rate-limiter.ts';

// The token bucket of token-bucket.ts, atomically in Redis. A bucket untouched for a window is full again, so the
// key expires after one window. Numbers go back as strings (Redis would truncate Lua floats to integers).
const READ_BUCKET = `
local capacity = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local rate = capacity / window
local data = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(data[1])
local at = tonumber(data[2])
`;
const REFILL = `
if now > at then tokens = math.min(capacity, tokens + (now - at) * rate); at = now end
`;
const SAVE_BUCKET = `
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.17g', at))
redis.call('PEXPIRE', KEYS[1], window)
`;

const TAKE_TOKEN = `${READ_BUCKET}
if tokens == nil or at == nil then tokens = capacity; at = now end
${REFILL}
local allowed = 0
local retry = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 else retry = math.ceil((1 - tokens) / rate) end
${SAVE_BUCKET}
return { allowed, string.format('%.17g', tokens), retry }
`;

// One token back after the same refill, never above capacity; a bucket that expired is full already.
const RETURN_TOKEN = `${READ_BUCKET}
if tokens == nil or at == nil then return 0 end
${REFILL}
tokens = math.min(capacity, tokens + 1)
${SAVE_BUCKET}
return 1
`;

// The failure backoff of failure-backoff.ts (ARGV[1] = peek | take | clear), atomically. The key expires when it
// holds nothing worth keeping (failures forgotten, delay over, success no longer remembered).
const BACKOFF = `
local mode = ARGV[1]
local now = tonumber(ARGV[2])
local free = tonumber(ARGV[3])
local base = tonumber(ARGV[4])
local cap = tonumber(ARGV[5])
local forget = tonumber(ARGV[6])
local remember = tonumber(ARGV[7])
local d = redis.call('HMGET', KEYS[1], 'failures', 'failedAt', 'lockedUntil', 'succeededAt')
local failures = tonumber(d[1]) or 0
local failedAt = tonumber(d[2]) or 0
local lockedUntil = tonumber(d[3]) or 0
local succeededAt = tonumber(d[4])
if failures > 0 and now - failedAt >= forget then failures = 0; failedAt = 0; lockedUntil = 0 end
if succeededAt ~= nil and now - succeededAt >= remember then succeededAt = nil end
local retry = math.max(0, lockedUntil - now)
local before = failures
if mode == 'take' and retry == 0 then
  failures = failures + 1
  failedAt = now
  if failures >= free then lockedUntil = now + math.min(cap, base * 2 ^ (failures - free)) else lockedUntil = 0 end
elseif mode == 'clear' then
  failures = 0; failedAt = 0; lockedUntil = 0; succeededAt = now; retry = 0
end
if mode ~= 'peek' then
  local expires = lockedUntil
  if failures > 0 then expires = math.max(expires, failedAt + forget) end
  if succeededAt ~= nil then expires = math.max(expires, succeededAt + remember) end
  if expires > now then
    local f = function(x) return string.format('%.17g', x) end
    redis.call('HSET', KEYS[1], 'failures', f(failures), 'failedAt', f(failedAt), 'lockedUntil', f(lockedUntil))
    if succeededAt ~= nil then redis.call('HSET', KEYS[1], 'succeededAt', f(succeededAt))
    else redis.call('HDEL', KEYS[1], 'succeededAt') end
    redis.call('PEXPIRE', KEYS[1], math.ceil(expires - now))
  else
    redis.call('DEL', KEYS[1])
  end
end
local seen = false
if succeededAt ~= nil then seen = string.format('%.17g', succeededAt) end
return { before, string.format('%.17g', retry), seen }
`;

/** Buckets shared by every instance through Redis (REDIS_URL). Keys hold a hash of the caller's key, not the key. */
export function createRedisRateLimiter(redisUrl: string, opts: { prefix?: string } = {}): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  const prefix = opts.prefix ?? 'ta:rl:';
  const keyOf = (rule: { name: string }, key: string) =>
    `${prefix}${rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  const backoff = async (mode: 'peek' | 'take' | 'clear', rule: BackoffRule, key: string, now: number) => {
    const [failures, retry, succeededAt] = (await redis.eval(
      BACKOFF,
      1,
      keyOf(rule, key),
      mode,
      now,
      rule.freeFailures,
      rule.baseDelayMs,
      rule.maxDelayMs,
      rule.forgetFailuresAfterMs,
      rule.rememberSuccessMs,
    )) as [number, string, string | null];
    const retryAfterMs = Number(retry);
    return {
      allowed: retryAfterMs === 0,
      failures: Number(failures),
      retryAfterMs,
      succeededAt: succeededAt === null ? null : Number(succeededAt),
    } satisfies BackoffDecision;
  };
  return {
    async consume(rule, key, now) {
      const [allowed, tokens, retry] = (await redis.eval(
        TAKE_TOKEN,
        1,
        keyOf(rule, key),
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
    async refund(rule, key, now) {
      await redis.eval(RETURN_TOKEN, 1, keyOf(rule, key), rule.limit, rule.windowMs, now);
    },
    peekBackoff: (rule, key, now) => backoff('peek', rule, key, now),
    takeBackoff: (rule, key, now) => backoff('take', rule, key, now),
    async clearBackoff(rule, key, now) {
      await backoff('clear', rule, key, now);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
