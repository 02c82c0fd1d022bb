import { describe, it } from 'vitest';
import { createRedisRateLimiter } from '../../src/adapters/rate-limit/redis-rate-limiter.ts';
import { signInLockoutsContract } from './sign-in-lockouts.contract.ts';

const REDIS_URL = process.env.REDIS_URL;
let n = 0;
// A fresh prefix per test: addresses repeat between tests, and the builders' emails from one run to the next.
const prefix = () => `ta:test:lockouts:${process.pid}-${Date.now()}-${n++}:`;

if (REDIS_URL) signInLockoutsContract('Redis', () => createRedisRateLimiter(REDIS_URL, { prefix: prefix() }));
else describe.skip('sign-in lockouts (Redis limiter): set REDIS_URL', () => it('runs with REDIS_URL', () => {}));
