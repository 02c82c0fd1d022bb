import { createMemoryRateLimiter } from '../../src/adapters/rate-limit/memory-rate-limiter.ts';
import { createRedisRateLimiter } from '../../src/adapters/rate-limit/redis-rate-limiter.ts';
import { rateLimiterContract } from './rate-limiter.contract.ts';

rateLimiterContract('in memory', () => createMemoryRateLimiter());

const redisUrl = process.env.REDIS_URL;
if (redisUrl) rateLimiterContract('Redis', () => createRedisRateLimiter(redisUrl, { prefix: 'ta:test:rl:' }));
