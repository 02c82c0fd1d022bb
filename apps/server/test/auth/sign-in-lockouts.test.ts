import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../src/adapters/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from '../../src/ports/rate-limiter.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { signIn, signUp } from './auth-builders.ts';
import { signInLockoutsContract } from './sign-in-lockouts.contract.ts';

signInLockoutsContract('in memory', () => createMemoryRateLimiter());

describe('sign-in when the rate limiter is down (Redis unreachable)', () => {
  it('still checks the password: 401 for a wrong one, 200 for the right one, never a 500', async () => {
    const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    const unreachable: RateLimiter = {
      consume: down,
      refund: down,
      peekBackoff: down,
      takeBackoff: down,
      clearBackoff: down,
      close: async () => {},
    };
    const t = await createTestApp({ deps: { rateLimiter: unreachable } });
    try {
      const u = await signUp(t.app);
      expect((await signIn(t.app, u.email, 'Wrong#2026x')).statusCode).toBe(401);
      expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
